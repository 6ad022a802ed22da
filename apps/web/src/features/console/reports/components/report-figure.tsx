import type { ReactNode } from 'react';

interface ReportFigureProps {
  label: string;
  value: string;
  /** What the figure is, in a line under it. */
  hint?: ReactNode;
  valueClass?: string;
}

const FIGURE_BOX = 'min-w-0 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3';

/** A report's summary figure, in a `dl`: phones show label and figure on one line, a box of lines from 640 px. */
export function ReportFigure({ label, value, hint, valueClass = 'text-slate-50' }: ReportFigureProps) {
  return (
    <div className={`${FIGURE_BOX} grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 sm:block`}>
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className={`font-semibold break-words tabular-nums sm:mt-1 sm:text-lg ${valueClass}`}>{value}</dd>
      {hint && <dd className="col-span-2 mt-1 text-sm text-slate-400">{hint}</dd>}
    </div>
  );
}
