import type { ReactNode } from 'react';
import { FigureTile } from '../../../kit/components/figure-tile';

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
  return <FigureTile label={label} value={value} hint={hint} valueClass={TONE[health]} note={note} />;
}
