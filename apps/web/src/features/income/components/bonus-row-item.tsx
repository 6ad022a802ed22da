import type { BonusRow } from '@app/contract';
import { usdt } from '../../../lib/format';

export function BonusRowItem({ row }: { row: BonusRow }) {
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-lg font-semibold text-teal-200 tabular-nums">
          <span className="sr-only">Amount </span>+{usdt(row.amount)}
        </p>
        <time dateTime={row.day} className="pt-1 text-sm text-slate-400 tabular-nums">
          {row.day}
        </time>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-400">For</dt>
        <dd className="min-w-0 break-words text-slate-200">{row.reason}</dd>
      </dl>
    </li>
  );
}
