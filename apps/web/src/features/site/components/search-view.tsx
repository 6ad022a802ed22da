import { PANEL, TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { searchPages } from '@app/web-kit/lib/site-content/search-pages';
import type { SearchPage, SitePage } from '@app/web-kit/lib/site-content/types';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SITE_TEXTS } from '../texts';
import { NewsSearchHits } from './news-search-hits';
import { SearchForm } from './search-form';
import { SitePageFrame } from './site-page-frame';

const RESULTS_HEADING = 'search-results';

// The results' heading takes the focus after a search (below): its ring is drawn inside its own padding, so no edge of
// the page or panel cuts it, and the padding is taken back from the layout so the text stays aligned.
const RESULTS_HEADING_CLASS =
  '-mx-2 rounded-lg px-2 py-1 text-lg font-semibold text-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-teal-300';

/**
 * A search made on this page changes only the query, so the focus rule of docs/product.md#web-client leaves the focus
 * in the box: it moves to the results' heading, which says how many pages matched (docs/product.md#site).
 */
function useFocusResultsOnSearch(query: string) {
  const previous = useRef(query);
  useEffect(() => {
    if (previous.current === query) return;
    previous.current = query;
    if (query.trim()) document.getElementById(RESULTS_HEADING)?.focus();
  }, [query]);
}

function SearchResults({ query, index }: { query: string; index: readonly SitePage[] }) {
  const hits = useMemo(() => searchPages({ pages: index, query }), [index, query]);
  const { t } = useTexts(SITE_TEXTS);
  if (!query.trim()) {
    return <p className="text-slate-300">{t('site.searchHint')}</p>;
  }
  if (hits.length === 0) {
    return (
      <div className={`${PANEL} p-6 text-center`}>
        <h2 id={RESULTS_HEADING} tabIndex={-1} className={RESULTS_HEADING_CLASS}>
          {t('site.searchNone', { query })}
        </h2>
        <p className="mt-1 text-slate-300">{t('site.searchNoneHint')}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby={RESULTS_HEADING}>
      <h2 id={RESULTS_HEADING} tabIndex={-1} className={RESULTS_HEADING_CLASS}>
        {hits.length === 1
          ? t('site.searchOne', { query })
          : t('site.searchMany', { count: formatNumber(hits.length), query })}
      </h2>
      <ul className="mt-4 space-y-3">
        {hits.map((hit) => (
          <li key={hit.path} className={`${PANEL} p-5`}>
            <Link to={hit.path} className={`${TEXT_LINK} text-lg`}>
              {hit.title}
            </Link>
            <p className="mt-0.5 text-sm text-slate-400">{hit.heading}</p>
            <p className="mt-2 text-slate-300">{hit.excerpt}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchView({ page, index }: { page: SearchPage; index: readonly SitePage[] }) {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  useFocusResultsOnSearch(query);
  return (
    <SitePageFrame page={page}>
      <div className="max-w-3xl space-y-8">
        <SearchForm key={query} defaultValue={query} />
        <SearchResults query={query} index={index} />
        <NewsSearchHits query={query} />
      </div>
    </SitePageFrame>
  );
}
