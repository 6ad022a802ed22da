import type { ReactNode } from 'react';

/** A label and its value in a ticket's side cards; a row each on phones and in the narrow side column. */
export function TicketFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-100">{children}</dd>
    </div>
  );
}

export const SIDE_CARD = 'rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5';
export const CARD_TITLE = 'font-semibold text-slate-50';
