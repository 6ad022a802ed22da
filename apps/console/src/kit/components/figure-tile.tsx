import type { ReactNode } from 'react';
import { TitledCard } from './titled-card';

const SIZE = { lg: 'sm:text-lg', xl: 'sm:text-xl' } as const;

interface FigureTileProps {
  label: string;
  value: ReactNode;
  /** What the figure is, in a line under it. */
  hint?: ReactNode;
  /** The figure's colour; a note takes it too. */
  valueClass?: string;
  /** Why the figure needs a look, in words: the colour only repeats it. */
  note?: string;
  /** The figure's size from 640 px: large in a report's summary, larger on the overview and the system page. */
  size?: keyof typeof SIZE;
  /** A verdict in words rather than a number: its label above it on phones too, so neither wraps beside the other. */
  stacked?: boolean;
}

/** A figure in a `dl`: on phones its label and value on one line and the rest under them, a box of lines from 640 px. */
export function FigureTile({
  label,
  value,
  hint,
  valueClass = 'text-slate-50',
  note,
  size = 'xl',
  stacked = false,
}: FigureTileProps) {
  const layout = stacked ? 'block' : 'grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 sm:block';
  return (
    <div className={`min-w-0 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3 ${layout}`}>
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd
        className={`font-semibold break-words tabular-nums ${stacked ? 'mt-1' : 'sm:mt-1'} ${SIZE[size]} ${valueClass}`}
      >
        {value}
      </dd>
      {note && <dd className={`col-span-2 mt-1 text-sm font-semibold ${valueClass}`}>{note}</dd>}
      {hint && <dd className="col-span-2 mt-1 text-sm text-slate-400">{hint}</dd>}
    </div>
  );
}

interface FiguresCardProps {
  id: string;
  title: string;
  /** Where the figures come from, in a sentence. */
  intro?: ReactNode;
  /** The grid's columns by width: `sm:grid-cols-2 xl:grid-cols-4`. */
  columns?: string;
  children: ReactNode;
}

/** A card of figures under a heading. */
export function FiguresCard({ id, title, intro, columns = 'sm:grid-cols-2', children }: FiguresCardProps) {
  return (
    <TitledCard id={id} title={title} note={intro}>
      <dl className={`mt-4 grid gap-3 ${columns}`}>{children}</dl>
    </TitledCard>
  );
}
