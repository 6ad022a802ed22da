import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'blue' | 'slate' | 'yellow' | 'red' | 'amber';

const TONES: Record<BadgeTone, string> = {
  green: 'border-green-400/40 bg-green-400/15 text-green-300',
  blue: 'border-sky-400/40 bg-sky-400/15 text-sky-200',
  slate: 'border-slate-500/50 bg-slate-700/40 text-slate-300',
  yellow: 'border-yellow-400/40 bg-yellow-400/15 text-yellow-200',
  red: 'border-red-400/40 bg-red-400/15 text-red-300',
  amber: 'border-amber-400/40 bg-amber-400/15 text-amber-200',
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-3 py-1 text-xs font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
