import { TwoFactorPanel } from '@app/web-kit/components/two-factor/two-factor-panel';
import { Card } from '@app/web-kit/components/ui/card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import {
  sendOperatorSecurityCode,
  useOperatorTwoFactorDisable,
  useOperatorTwoFactorEnable,
  useOperatorTwoFactorSetup,
  useOperatorTwoFactorStatus,
} from '../api/operator-two-factor';
import { OperatorPasskeys } from '../components/operator-passkeys';
import { CONSOLE_SECURITY_TEXTS } from '../texts';

/** /admin/security: the operator's own two-factor sign-in; open even while the settings require it and it is off. */
export function SecurityPage() {
  const { t } = useTexts(CONSOLE_SECURITY_TEXTS);
  const status = useOperatorTwoFactorStatus();
  const setup = useOperatorTwoFactorSetup();
  const enable = useOperatorTwoFactorEnable();
  const disable = useOperatorTwoFactorDisable();
  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('csec.securityTitle')} description={t('csec.securityDescription')} />
      <Card aria-labelledby="operator-two-factor">
        <h2 id="operator-two-factor" className="mb-2 text-lg font-semibold text-slate-50">
          {t('csec.twoFactor')}
        </h2>
        <TwoFactorPanel
          confirmsMoneyMoves={false}
          status={status}
          setup={setup}
          sendCode={() => sendOperatorSecurityCode('two-factor')}
          enable={enable}
          disable={disable}
        />
      </Card>
      <OperatorPasskeys />
    </div>
  );
}
