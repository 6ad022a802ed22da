import { useT } from '../../i18n/use-t';
import { formatUsdt } from '../../lib/format';

interface StatBadgeProps {
  label: string;
  /** Undefined while the figure loads. */
  usdt: number | undefined;
  /** The figure could not be loaded (the error toast said why). */
  isUnavailable?: boolean;
  /** One line on what the figure is, where the label alone misleads. */
  note?: string;
  /** The decimals the figures beside it share (usdtShownTogether, docs/product.md#amounts-on-screen). */
  decimals?: number;
}

function Figure({ usdt, isUnavailable, decimals }: Pick<StatBadgeProps, 'usdt' | 'isUnavailable' | 'decimals'>) {
  const { t } = useT();
  if (usdt !== undefined) {
    return (
      <>
        <span className="text-lg font-semibold text-teal-200 tabular-nums">{formatUsdt(usdt, decimals)}</span>
        <span className="text-xs font-medium text-slate-400">USDT</span>
      </>
    );
  }
  if (isUnavailable) return <span className="text-lg font-semibold text-slate-400">—</span>;
  return (
    <>
      <span aria-hidden="true" className="my-0.5 inline-block h-6 w-20 animate-pulse rounded-md bg-slate-800" />
      <span className="sr-only">{t('common.loading')}</span>
    </>
  );
}

export function StatBadge({ label, usdt, isUnavailable = false, note, decimals }: StatBadgeProps) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3">
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-baseline gap-x-1.5 break-all">
        <Figure usdt={usdt} isUnavailable={isUnavailable} decimals={decimals} />
      </dd>
      {note && <dd className="mt-1 text-xs text-slate-400">{note}</dd>}
    </div>
  );
}
