import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { PANEL, TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { searchPages } from '@app/web-kit/lib/site-content/search-pages';
import type { SearchPage, SitePage } from '@app/web-kit/lib/site-content/types';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SITE_TEXTS } from '../texts';
import { NewsSearchHits } from './news-search-hits';
import { SearchForm } from './search-form';
import { SitePageFrame } from './site-page-frame';

function SearchResults({ query, index }: { query: string; index: readonly SitePage[] }) {
  const hits = useMemo(() => searchPages({ pages: index, query }), [index, query]);
  const { t } = useTexts(SITE_TEXTS);
  if (!query.trim()) {
    return <p className="text-slate-300">{t('site.searchHint')}</p>;
  }
  if (hits.length === 0) {
    return (
      <div className={`${PANEL} p-6 text-center`}>
        <h2 className="text-lg font-semibold text-slate-50">{t('site.searchNone', { query })}</h2>
        <p className="mt-1 text-slate-300">{t('site.searchNoneHint')}</p>
      </div>
    );
  }
  return (
    <LabelledSection
      titleId="search-results"
      title={
        hits.length === 1
          ? t('site.searchOne', { query })
          : t('site.searchMany', { count: formatNumber(hits.length), query })
      }
    >
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
    </LabelledSection>
  );
}

export function SearchView({ page, index }: { page: SearchPage; index: readonly SitePage[] }) {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
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
