import { PANEL, TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { ArticlePage } from '@app/web-kit/lib/site-content/types';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_TEXTS } from '../texts';
import { ArticleSections } from './article-sections';
import { CompanyCard } from './company-card';
import { SitePageFrame } from './site-page-frame';

export function ArticleView({ page }: { page: ArticlePage }) {
  const { t } = useTexts(SITE_TEXTS);
  return (
    <SitePageFrame page={page} eyebrow={page.updated && t('site.lastUpdated', { date: page.updated })}>
      <ArticleColumns related={page.related}>
        {page.showsCompany && <CompanyCard />}
        <ArticleSections sections={page.sections} isNumbered={page.isNumbered} />
      </ArticleColumns>
    </SitePageFrame>
  );
}

interface ArticleColumnsProps {
  related: ArticlePage['related'];
  /** An operator's text may hold long unbroken words (addresses, links): they wrap rather than widen the page. */
  breakWords?: boolean;
  children: ReactNode;
}

/** An article's text beside its related links, the layout an operator's edit of it keeps. */
export function ArticleColumns({ related, breakWords = false, children }: ArticleColumnsProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className={breakWords ? 'max-w-3xl break-words' : 'max-w-3xl'}>{children}</div>
      {related && <RelatedLinks related={related} />}
    </div>
  );
}

/** An article's links to the pages to read next: navigation, so they stay when an operator edits the text. */
export function RelatedLinks({ related }: { related: NonNullable<ArticlePage['related']> }) {
  return (
    <aside aria-labelledby="article-related" className={`${PANEL} h-fit p-6`}>
      <h2 id="article-related" className="font-semibold text-slate-50">
        {related.heading}
      </h2>
      <ul className="mt-3 space-y-2">
        {related.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={TEXT_LINK}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
