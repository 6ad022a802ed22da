import { Link, useParams } from 'react-router';
import { AuthShell, textLinkClass } from '../../../components/ui/auth-shell';
import { Button } from '../../../components/ui/button';
import { usdt } from '../../../lib/format';
import { errorMessage } from '../../../lib/toast';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';

/**
 * /withdrawal-cancel/:token: the link mailed when a withdrawal goes to an address the member was never paid at
 * (docs/decisions/011-payout-safety.md). Nothing happens on opening it (a mail scanner may open links): the member
 * presses the button, and the held amount goes back to the Flexible wallet. Works without signing in.
 */
export function WithdrawalCancelPage() {
  const { token = '' } = useParams();
  const cancel = useCancelWithdrawal();
  return (
    <AuthShell title="Cancel a withdrawal">
      {cancel.isSuccess ? (
        <div className="space-y-4">
          <p
            role="status"
            className="rounded-xl border border-teal-400/40 bg-teal-500/10 px-4 py-3 text-sm text-teal-100"
          >
            {cancel.data.message} {usdt(cancel.data.data.requestPayment)} to {cancel.data.data.address}.
          </p>
          <p className="text-sm text-slate-300">
            If you did not ask for this withdrawal, change your password now: someone else may know it.
          </p>
          <Link to="/login" className={textLinkClass}>
            Go to log-in
          </Link>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-slate-300">
            A withdrawal to an address you were never paid at is held before it is paid. Cancel it here if you did not
            ask for it: the whole amount goes back to your Flexible wallet.
          </p>
          {cancel.isError && (
            <p
              role="alert"
              className="rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm font-medium text-rose-200"
            >
              {errorMessage(cancel.error)}
            </p>
          )}
          <Button fullWidth loading={cancel.isPending} onClick={() => cancel.mutate(token)}>
            Cancel this withdrawal
          </Button>
        </div>
      )}
    </AuthShell>
  );
}
