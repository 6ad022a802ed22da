import { Link } from 'react-router';
import { useKycStatus } from '../../../api/get-kyc-status';
import { usePublicSettings } from '../../../api/get-public-settings';

/**
 * When the operator requires an identity check for withdrawals (kycRequiredForWithdrawal) and the member's is not
 * approved, the withdrawal pages say so before the form, with the way to it; the server refuses the request anyway.
 */
export function KycNotice({ what = 'Withdrawals' }: { what?: 'Withdrawals' | 'Transfers' }) {
  const settings = usePublicSettings();
  const required = settings.data?.kycRequiredForWithdrawal === true;
  const kyc = useKycStatus({ enabled: required });
  if (!required || !kyc.data || kyc.data.status === 'approved') return null;
  const waiting = kyc.data.status === 'pending';
  return (
    <p role="status" className="rounded-xl border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
      {waiting
        ? `${what} open once your identity check is approved. It is waiting for review.`
        : `${what} need an approved identity check. `}
      {!waiting && (
        <Link
          to="/kyc"
          className="font-semibold text-amber-50 underline underline-offset-4 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-200"
        >
          Complete your identity check in Settings
        </Link>
      )}
    </p>
  );
}
