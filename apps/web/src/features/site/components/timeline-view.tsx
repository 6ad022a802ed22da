import type { TimelinePage } from '@app/web-kit/lib/site-content/types';
import { SitePageFrame } from './site-page-frame';

export function TimelineView({ page }: { page: TimelinePage }) {
  return (
    <SitePageFrame page={page}>
      <ol className="max-w-3xl border-l-2 border-slate-800">
        {page.entries.map((entry) => (
          <li key={entry.title} className="relative pb-10 pl-8 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[9px] size-4 rounded-full border-4 border-slate-950 bg-teal-400"
            />
            <p className="text-sm font-semibold text-teal-300">
              {entry.date}
              {entry.place && <span className="font-normal text-slate-400"> · {entry.place}</span>}
            </p>
            <h2 className="mt-1 text-xl font-semibold text-slate-50">{entry.title}</h2>
            <p className="mt-2 text-slate-300">{entry.text}</p>
          </li>
        ))}
      </ol>
    </SitePageFrame>
  );
}
