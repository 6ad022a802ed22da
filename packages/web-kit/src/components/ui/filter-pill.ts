/** A filter shown as a rounded link (a queue's status, a statement's wallet); the current one stands out. */
export function filterPillClasses(isCurrent: boolean): string {
  const base =
    'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap ' +
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';
  return isCurrent
    ? `${base} border-teal-400 bg-teal-400/15 text-teal-200`
    : `${base} border-slate-700 text-slate-300 hover:border-slate-500 hover:text-slate-50`;
}
