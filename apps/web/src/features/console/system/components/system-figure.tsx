import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

export type Health = 'good' | 'bad' | 'plain';

const TONE: Record<Health, string> = {
  good: 'text-green-300',
  bad: 'text-rose-300',
  plain: 'text-slate-50',
};

/**
 * A figure, what it means, and, when it needs a look, a note saying why in words: the colour only repeats it, so
 * a reader who cannot tell red from green loses nothing.
 */
export function SystemFigure({
  label,
  value,
  hint,
  health = 'plain',
  note,
}: {
  label: string;
  value: ReactNode;
  hint: string;
  health?: Health;
  note?: string;
}) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3 sm:block">
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className={`font-semibold break-words tabular-nums sm:mt-1 sm:text-xl ${TONE[health]}`}>{value}</dd>
      {note && <dd className={`col-span-2 mt-1 text-sm font-semibold ${TONE[health]}`}>{note}</dd>}
      <dd className="col-span-2 mt-1 text-sm text-slate-400">{hint}</dd>
    </div>
  );
}

/** A card of figures under a heading, with a sentence on where they come from. */
export function SystemCard({
  id,
  title,
  intro,
  columns = 'sm:grid-cols-2',
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  columns?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-50">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-400">{intro}</p>
      <dl className={`mt-4 grid gap-3 ${columns}`}>{children}</dl>
    </Card>
  );
}
