import { MSG, type SweepPlan } from '@app/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { usdt } from '../../../lib/format';
import { useSweepPlan } from '../api/get-deposit-addresses';

/** The plan as `npm run sweep:plan` writes it: index,address,balance with the balance's six decimals, no separators. */
export function sweepCsv(plan: SweepPlan): string {
  const lines = [
    'index,address,balance',
    ...plan.rows.map((row) => `${row.index},${row.address},${row.balance.toFixed(6)}`),
  ];
  return `${lines.join('\n')}\n`;
}

function download(plan: SweepPlan) {
  const url = URL.createObjectURL(new Blob([sweepCsv(plan)], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `sweep-plan-${plan.blockNumber}.csv`,
  });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Member addresses holding USDT, read on chain, for the operator's offline signer: the server holds no key and moves
 * nothing (docs/product.md#deposits).
 */
export function SweepCard({ hasAddresses }: { hasAddresses: boolean }) {
  const sweep = useSweepPlan(hasAddresses);
  const plan = sweep.data;
  return (
    <Card aria-labelledby="sweep-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="sweep-title" className="text-lg font-semibold text-slate-50">
            To sweep
          </h2>
          <p className="mt-1 max-w-prose text-sm text-slate-400">
            Member addresses holding USDT, read on chain now. The server cannot move these funds: sign the sweep with
            your own wallet, offline, from this list (the same as npm run sweep:plan).
          </p>
        </div>
        {hasAddresses && (
          <div className="flex gap-2">
            <Button variant="secondary" loading={sweep.isFetching} onClick={() => void sweep.refetch()}>
              Read again
            </Button>
            <Button disabled={!plan || plan.rows.length === 0} onClick={() => plan && download(plan)}>
              Download CSV
            </Button>
          </div>
        )}
      </div>
      <div className="mt-4">
        {!hasAddresses && <p className="text-sm text-slate-300">No member has a deposit address yet.</p>}
        {hasAddresses && sweep.isPending && <ListSkeleton label="Reading the balances on chain" />}
        {sweep.isError && !plan && <LoadError what="the balances on chain" onRetry={() => void sweep.refetch()} />}
        {plan && plan.rows.length === 0 && (
          <p className="text-sm text-slate-300">
            Nothing to sweep: no member address holds USDT at block {plan.blockNumber}.
          </p>
        )}
        {plan && plan.rows.length > 0 && (
          <>
            <p className="text-sm text-slate-300">
              <span className="font-semibold text-slate-50 tabular-nums">{usdt(plan.total)}</span> on{' '}
              {plan.rows.length.toLocaleString('en-US')} addresses at block {plan.blockNumber.toLocaleString('en-US')}
            </p>
            <ul aria-label="Addresses to sweep" className="mt-3 divide-y divide-slate-800">
              {plan.rows.map((row) => (
                <li key={row.index} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                  <div className="min-w-0">
                    <p className="flex items-center gap-1 font-mono text-sm break-all text-slate-100">
                      #{row.index} {row.address}
                      <CopyButton
                        text={row.address}
                        copiedMessage={MSG.addressCopied}
                        failedMessage={`${MSG.copyFailed} ${row.address}`}
                        label={`Copy address ${row.index}`}
                      />
                    </p>
                    <Link
                      to={`/admin/members/${row.member._id}`}
                      className="text-sm text-teal-300 underline underline-offset-2"
                    >
                      {row.member.fullName} ({row.member.email})
                    </Link>
                  </div>
                  <p className="font-semibold text-slate-50 tabular-nums">{usdt(row.balance)}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Card>
  );
}
