import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { useKycStatus } from '../../../api/get-kyc-status';
import { WITHDRAWAL_TEXTS } from '../texts';

/**
 * When the operator requires an identity check for withdrawals (kycRequiredForWithdrawal) and the member's is not
 * approved, the withdrawal pages say so before the form, with the way to it; the server refuses the request anyway.
 */
export function KycNotice({ what = 'Withdrawals' }: { what?: 'Withdrawals' | 'Transfers' }) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const settings = usePublicSettings();
  const required = settings.data?.kycRequiredForWithdrawal === true;
  const kyc = useKycStatus({ enabled: required });
  if (!required || !kyc.data || kyc.data.status === 'approved') return null;
  const waiting = kyc.data.status === 'pending';
  return (
    <p role="status" className="rounded-xl border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
      {what === 'Transfers'
        ? t(waiting ? 'wd.kycWaitingTransfers' : 'wd.kycNeededTransfers')
        : t(waiting ? 'wd.kycWaitingWithdrawals' : 'wd.kycNeededWithdrawals')}
      {!waiting && (
        <Link
          to="/kyc"
          className="font-semibold text-amber-50 underline underline-offset-4 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-200"
        >
          {t('wd.kycLink')}
        </Link>
      )}
    </p>
  );
}
