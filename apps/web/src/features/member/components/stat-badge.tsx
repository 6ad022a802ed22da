import { formatUsdt } from '@app/contract';

interface StatBadgeProps {
  label: string;
  usdt: number;
}

export function StatBadge({ label, usdt }: StatBadgeProps) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3">
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-baseline gap-x-1.5 break-all">
        <span className="text-lg font-semibold text-teal-200 tabular-nums">{formatUsdt(usdt)}</span>
        <span className="text-xs font-medium text-slate-400">USDT</span>
      </dd>
    </div>
  );
}
