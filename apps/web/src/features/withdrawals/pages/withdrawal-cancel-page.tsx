import { AuthShell, textLinkClass } from '@app/web-kit/components/ui/auth-shell';
import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { usdt } from '@app/web-kit/lib/format';
import { errorMessage } from '@app/web-kit/lib/toast';
import { Link, useParams } from 'react-router';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { WITHDRAWAL_TEXTS } from '../texts';

/**
 * /withdrawal-cancel/:token: the link mailed when a withdrawal goes to an address the member was never paid at
 * (docs/decisions/011-payout-safety.md). Nothing happens on opening it (a mail scanner may open links): the member
 * presses the button, and the held amount goes back to the Flexible wallet. Works without signing in.
 */
export function WithdrawalCancelPage() {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const { token = '' } = useParams();
  const cancel = useCancelWithdrawal();
  return (
    <AuthShell title={t('wd.cancelTitle')}>
      {cancel.isSuccess ? (
        <div className="space-y-4">
          <p
            role="status"
            className="rounded-xl border border-teal-400/40 bg-teal-500/10 px-4 py-3 text-sm text-teal-100"
          >
            {t('wd.cancelDone', {
              message: cancel.data.message,
              amount: usdt(cancel.data.data.requestPayment),
              address: cancel.data.data.address,
            })}
          </p>
          <p className="text-sm text-slate-300">{t('wd.cancelWarning')}</p>
          <Link to="/login" className={textLinkClass}>
            {t('wd.goToLogin')}
          </Link>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-slate-300">{t('wd.cancelIntro')}</p>
          {cancel.isError && (
            <p
              role="alert"
              className="rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm font-medium text-rose-200"
            >
              {errorMessage(cancel.error)}
            </p>
          )}
          <Button fullWidth loading={cancel.isPending} onClick={() => cancel.mutate(token)}>
            {t('wd.cancelButton')}
          </Button>
        </div>
      )}
    </AuthShell>
  );
}
