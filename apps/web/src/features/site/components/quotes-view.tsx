import { PANEL } from '@app/web-kit/components/ui/link-styles';
import type { QuotesPage } from '@app/web-kit/lib/site-content/types';
import { SitePageFrame } from './site-page-frame';

export function QuotesView({ page }: { page: QuotesPage }) {
  return (
    <SitePageFrame page={page}>
      <ul className="grid gap-5 md:grid-cols-2">
        {page.quotes.map((quote) => (
          <li key={quote.name}>
            <figure className={`${PANEL} h-full p-6 sm:p-8`}>
              <svg viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" className="text-teal-400">
                <path
                  fill="currentColor"
                  d="M0 24V14C0 6 4 1.5 12 0l1.5 3C9 4.5 7 7 7 11h6v13zm18 0V14c0-8 4-12.5 12-14l1.5 3C27 4.5 25 7 25 11h6v13z"
                />
              </svg>
              <blockquote className="mt-4 text-lg text-slate-100">
                <p>{quote.text}</p>
              </blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold text-slate-50">{quote.name}</span>
                <span className="block text-slate-400">{quote.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SitePageFrame>
  );
}
