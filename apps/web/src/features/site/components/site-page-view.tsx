import type { PublicSitePage } from '@app/contract';
import type { SitePage } from '@app/web-kit/lib/site-content/types';
import { lazy, Suspense } from 'react';
import { ArticleView } from './article-view';
import { CardsView } from './cards-view';
import { FaqView } from './faq-view';
import { LandingView } from './landing-view';
import { NewsView } from './news-view';
import { NoticeView } from './notice-view';
import { PeopleView } from './people-view';
import { PricingView } from './pricing-view';
import { QuotesView } from './quotes-view';
import { SearchView } from './search-view';
import { TimelineView } from './timeline-view';

// The renderer of an edit's stored tree is a chunk of its own: only a page an operator edited loads it
// (docs/product.md#site, docs/decisions/021-markdown-on-save.md).
const EditedPageView = lazy(() => import('./edited-page-view').then((module) => ({ default: module.EditedPageView })));

interface SitePageViewProps {
  page: SitePage;
  index: readonly SitePage[];
  /** The operator's published edit, shown instead of the shipped text. */
  edit?: PublicSitePage;
}

/** One layout per kind of page; the content entry decides which, unless an operator edited the page. */
export function SitePageView({ page, index, edit }: SitePageViewProps) {
  if (edit)
    return (
      <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
        <EditedPageView page={page} edit={edit} />
      </Suspense>
    );
  switch (page.kind) {
    case 'landing':
      return <LandingView page={page} />;
    case 'article':
      return <ArticleView page={page} />;
    case 'cards':
      return <CardsView page={page} />;
    case 'quotes':
      return <QuotesView page={page} />;
    case 'pricing':
      return <PricingView page={page} />;
    case 'faq':
      return <FaqView page={page} />;
    case 'people':
      return <PeopleView page={page} />;
    case 'timeline':
      return <TimelineView page={page} />;
    case 'news':
      return <NewsView page={page} />;
    case 'notice':
      return <NoticeView page={page} />;
    case 'search':
      return <SearchView page={page} index={index} />;
  }
}
