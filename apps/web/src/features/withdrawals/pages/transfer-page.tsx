import { MSG } from '@app/contract';
import { Link } from 'react-router';
import { useProfile } from '../../../api/get-profile';
import { usePublicSettings } from '../../../api/get-public-settings';
import { PageTitle } from '../../../components/page-title';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { KycNotice } from '../components/kyc-notice';
import { TransferForm } from '../components/transfer-form';

/** /transfer: income to another member's Electronic Wallet, two steps like a withdrawal (docs/product.md#transfers). */
export function TransferPage() {
  const settings = usePublicSettings();
  const profile = useProfile();
  const isPending = settings.isPending || profile.isPending;
  const isError = settings.isError || profile.isError;
  return (
    <div className="space-y-6">
      <PageTitle page="Transfer" />
      <h1 className="text-xl font-bold text-slate-50 sm:text-2xl">Transfer</h1>
      <KycNotice what="Transfers" />
      {isPending && <ListSkeleton label="Loading the transfer form" />}
      {isError && (
        <LoadError
          what="the transfer details"
          onRetry={() => {
            void settings.refetch();
            void profile.refetch();
          }}
        />
      )}
      {settings.data && !settings.data.transfersEnabled && (
        <Card className="text-center">
          <p role="status" className="text-slate-200">
            {MSG.transfersDisabled}
          </p>
          <Link to="/assets" className={buttonClasses('secondary', 'mt-4')}>
            Back to assets
          </Link>
        </Card>
      )}
      {settings.data?.transfersEnabled && profile.data && (
        <div className="max-w-xl">
          <TransferForm settings={settings.data} available={profile.data.earningbalance} />
        </div>
      )}
    </div>
  );
}
