const ROWS = [0, 1, 2];

/** Three grey rows while a list loads; `label` says what, e.g. "Loading your orders". */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="animate-pulse space-y-3">
      {ROWS.map((row) => (
        <li key={row} className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
          <div className="flex justify-between gap-3">
            <div className="h-6 w-32 rounded-lg bg-slate-800" />
            <div className="h-6 w-20 rounded-full bg-slate-800" />
          </div>
          <div className="mt-3 flex justify-between gap-3">
            <div className="h-4 w-36 rounded-lg bg-slate-800" />
            <div className="h-4 w-28 rounded-lg bg-slate-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}
