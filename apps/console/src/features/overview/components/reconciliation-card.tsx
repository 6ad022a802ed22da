import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { CardHeading } from '../../../kit/components/titled-card';
import type { AdminOverview } from '../api/get-admin-overview';
import { CONSOLE_OVERVIEW_TEXTS } from '../texts';

/** The command an operator runs on the server, the same in every language. */
const LEDGER_CHECK = 'npm run ledger:check';

import { PayoutFreezePanel } from './payout-freeze-panel';

/**
 * The latest reconciliation of the ledger (every balance against its postings, every entry summing to zero, the
 * income and withdrawal records against the money moved), run every 15 minutes by the server.
 */
export function ReconciliationCard({ reconciliation }: { reconciliation: AdminOverview['reconciliation'] }) {
  const { t, tx } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  // The payout freeze is money's business: support sees the check failed, not the freeze.
  const { mayCall } = useOperatorAccess();
  const failed = Boolean(reconciliation && reconciliation.problemCount > 0);
  const tone = failed ? 'text-rose-300' : 'text-green-300';
  return (
    <section
      aria-labelledby="reconciliation-title"
      className={`rounded-2xl border p-5 sm:p-7 ${
        failed ? 'border-rose-500/60 bg-rose-950/40' : 'border-slate-800 bg-slate-900/80'
      }`}
    >
      <CardHeading
        id="reconciliation-title"
        title={t('cov.reconciliation')}
        aside={
          reconciliation && (
            <p className={`text-sm font-semibold ${tone}`}>{failed ? t('cov.problemsFound') : t('cov.balanced')}</p>
          )
        }
      />
      {reconciliation ? (
        <p className="mt-2 text-sm text-slate-300">
          {tx('cov.lastRun', {
            time: <DateTime value={reconciliation.checkedAt} />,
            duration: formatNumber(reconciliation.durationMs),
          })}{' '}
          {failed ? (
            <span className={`font-medium ${tone}`}>
              {tx(reconciliation.problemCount === 1 ? 'cov.oneProblem' : 'cov.problems', {
                count: formatNumber(reconciliation.problemCount),
                command: <code className="font-mono">{LEDGER_CHECK}</code>,
              })}
            </span>
          ) : (
            t('cov.allBalanced')
          )}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-300">{t('cov.notRun', { minutes: formatNumber(15) })}</p>
      )}
      {failed && mayCall('adminPayoutFreeze') && <PayoutFreezePanel />}
    </section>
  );
}
