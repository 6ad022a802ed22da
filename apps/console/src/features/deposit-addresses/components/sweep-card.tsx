import { MSG, type SweepPlan } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { CopyButton } from '@app/web-kit/components/ui/copy-button';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, usdt } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import { TitledCard } from '../../../kit/components/titled-card';
import { useSweepPlan } from '../api/get-deposit-addresses';
import { DEPOSIT_ADDRESS_TEXTS } from '../texts';

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
  const { t } = useTexts(DEPOSIT_ADDRESS_TEXTS);
  const sweep = useSweepPlan(hasAddresses);
  const plan = sweep.data;
  return (
    <TitledCard
      id="sweep-title"
      title={t('cda.sweepTitle')}
      note={t('cda.sweepIntro')}
      noteClassName="mt-1 max-w-prose text-sm text-slate-400"
      layout="top"
      aside={
        hasAddresses && (
          <div className="flex gap-2">
            <Button variant="secondary" loading={sweep.isFetching} onClick={() => void sweep.refetch()}>
              {t('cda.readAgain')}
            </Button>
            <Button disabled={!plan || plan.rows.length === 0} onClick={() => plan && download(plan)}>
              {t('cda.downloadCsv')}
            </Button>
          </div>
        )
      }
    >
      <div className="mt-4">
        {!hasAddresses && <p className="text-sm text-slate-300">{t('cda.noAddresses')}</p>}
        {hasAddresses && sweep.isPending && <ListSkeleton label={t('cda.reading')} />}
        {sweep.isError && !plan && <LoadError what={t('cda.theBalances')} onRetry={() => void sweep.refetch()} />}
        {plan && plan.rows.length === 0 && (
          <p className="text-sm text-slate-300">{t('cda.nothingToSweep', { block: formatNumber(plan.blockNumber) })}</p>
        )}
        {plan && plan.rows.length > 0 && (
          <>
            <p className="text-sm text-slate-300">
              {t('cda.sweepTotal', {
                total: usdt(plan.total),
                count: formatNumber(plan.rows.length),
                block: formatNumber(plan.blockNumber),
              })}
            </p>
            <ul aria-label={t('cda.sweepList')} className="mt-3 divide-y divide-slate-800">
              {plan.rows.map((row) => (
                <li key={row.index} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                  <div className="min-w-0">
                    <p className="flex items-center gap-1 font-mono text-sm break-all text-slate-100">
                      #{row.index} {row.address}
                      <CopyButton
                        text={row.address}
                        copiedMessage={MSG.addressCopied}
                        failedMessage={`${MSG.copyFailed} ${row.address}`}
                        label={t('cda.copyAddress', { index: row.index })}
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
    </TitledCard>
  );
}
