import { pageFrom } from '@app/web-kit/components/ui/pager';
import type { NewsPage } from '@app/web-kit/lib/site-content/types';
import { useSearchParams } from 'react-router';
import { NewsIndex } from './news-index';
import { NewsLatest } from './news-latest';
import { NewsList } from './news-list';
import { NewsTopics } from './news-topics';
import { SitePageFrame } from './site-page-frame';

/** A page of the platform's news (docs/product.md#news): the posts come from the API, the page picks the view. */
export function NewsView({ page }: { page: NewsPage }) {
  const [searchParams] = useSearchParams();
  return (
    <SitePageFrame page={page}>
      {page.view === 'latest' ? (
        <NewsLatest category={page.category} />
      ) : page.view === 'grid' || page.view === 'list' ? (
        <NewsList
          filter={{ page: pageFrom(searchParams) }}
          layout={page.view}
          hrefFor={(number) => `?page=${number}`}
        />
      ) : page.view === 'topics' ? (
        <NewsTopics />
      ) : (
        <NewsIndex of={page.view} />
      )}
    </SitePageFrame>
  );
}
