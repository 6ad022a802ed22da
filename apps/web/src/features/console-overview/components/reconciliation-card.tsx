import { formatDateTime } from '../../../lib/format';
import type { AdminOverview } from '../api/get-admin-overview';
import { PayoutFreezePanel } from './payout-freeze-panel';

/**
 * The latest reconciliation of the ledger (every balance against its postings, every entry summing to zero, the
 * income and withdrawal records against the money moved), run every 15 minutes by the server.
 */
export function ReconciliationCard({ reconciliation }: { reconciliation: AdminOverview['reconciliation'] }) {
  const failed = Boolean(reconciliation && reconciliation.problemCount > 0);
  const tone = failed ? 'text-rose-300' : 'text-green-300';
  return (
    <section
      aria-labelledby="reconciliation-title"
      className={`rounded-2xl border p-5 sm:p-7 ${
        failed ? 'border-rose-500/60 bg-rose-950/40' : 'border-slate-800 bg-slate-900/80'
      }`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="reconciliation-title" className="text-lg font-semibold text-slate-50">
          Ledger reconciliation
        </h2>
        {reconciliation && <p className={`text-sm font-semibold ${tone}`}>{failed ? 'Problems found' : 'Balanced'}</p>}
      </div>
      {reconciliation ? (
        <p className="mt-2 text-sm text-slate-300">
          Last run{' '}
          <time dateTime={reconciliation.checkedAt} className="tabular-nums">
            {formatDateTime(reconciliation.checkedAt)}
          </time>{' '}
          ({reconciliation.durationMs.toLocaleString('en-US')} ms).{' '}
          {failed ? (
            <span className={`font-medium ${tone}`}>
              {reconciliation.problemCount.toLocaleString('en-US')}{' '}
              {reconciliation.problemCount === 1 ? 'problem' : 'problems'}: the books do not add up. Hold payouts and
              run <code className="font-mono">npm run ledger:check</code> on the server to see each one.
            </span>
          ) : (
            'Every balance equals its postings, every entry sums to zero, and incomes and withdrawals match the money moved.'
          )}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-300">
          Not run yet: the server checks the whole ledger at start and every 15 minutes.
        </p>
      )}
      {failed && <PayoutFreezePanel />}
    </section>
  );
}
