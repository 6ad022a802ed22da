import type { ReactNode } from 'react';

/** One of a ticket's side cards (who asked, the record it is about, who has it), named by its title. */
export function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <h2 id={id} className="font-semibold text-slate-50">
        {title}
      </h2>
      {children}
    </section>
  );
}
