import { TwoFactorPanel } from '@app/web-kit/components/two-factor/two-factor-panel';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useT } from '@app/web-kit/i18n/use-t';
import {
  sendSecurityCode,
  useTwoFactorDisable,
  useTwoFactorEnable,
  useTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/two-factor';

/**
 * /settings: turn two-factor sign-in on (the password and a mailed code, then the key or QR, a code, then the
 * recovery codes once) or off with a code and the password.
 */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const disable = useTwoFactorDisable();
  const { t } = useT();
  return (
    <TitledCard titleId="two-factor" title={t('twoFactor.title')} titleClassName="mb-2">
      <TwoFactorPanel
        confirmsMoneyMoves
        status={status}
        setup={setup}
        sendCode={() => sendSecurityCode('two-factor')}
        enable={enable}
        disable={disable}
      />
    </TitledCard>
  );
}
