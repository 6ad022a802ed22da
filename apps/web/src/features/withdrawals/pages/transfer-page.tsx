import { MSG } from '@app/contract';
import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { Card } from '@app/web-kit/components/ui/card';
import { QueryState, queryGroup } from '@app/web-kit/components/ui/query-state';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { useProfile } from '../../../api/get-profile';
import { PageHeading } from '../../../components/page-heading';
import { KycNotice } from '../components/kyc-notice';
import { MoneyOutFieldset, MoneyOutNotice } from '../components/money-out-notice';
import { TransferForm } from '../components/transfer-form';
import { WITHDRAWAL_TEXTS } from '../texts';

/** /transfer: income to another member's Electronic Wallet, two steps like a withdrawal (docs/product.md#transfers). */
export function TransferPage() {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const settings = usePublicSettings();
  const profile = useProfile();
  return (
    <div className="space-y-6">
      <PageHeading title={t('tr.title')} size="responsive" />
      <KycNotice what="Transfers" />
      <MoneyOutNotice />
      <QueryState
        query={queryGroup([settings, profile])}
        loadingLabel={t('tr.loadingForm')}
        what={t('tr.theDetails')}
      />
      {settings.data && !settings.data.transfersEnabled && (
        <Card className="text-center">
          <p role="status" className="text-slate-200">
            {translateMessage(MSG.transfersDisabled)}
          </p>
          <Link to="/assets" className={buttonClasses('secondary', 'mt-4')}>
            {t('tr.backToAssets')}
          </Link>
        </Card>
      )}
      {settings.data?.transfersEnabled && profile.data && (
        <div className="max-w-xl">
          <MoneyOutFieldset>
            <TransferForm settings={settings.data} available={profile.data.earningbalance} />
          </MoneyOutFieldset>
        </div>
      )}
    </div>
  );
}
