import type { PublicSitePage } from '@app/contract';
import { Link } from 'react-router';
import { MarkdownBody } from '../../../components/markdown-body';
import { PANEL, SECTION, TEXT_LINK } from '../../../components/ui/link-styles';
import type { SitePage } from '../../../lib/site-content/types';

const UPDATED = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A page an operator edited (docs/product.md#site): their title as the heading and their Markdown as the text, in
 * the article layout; an article's related links stay, since they are navigation rather than text.
 */
export function EditedPageView({ page, edit }: { page: SitePage; edit: PublicSitePage }) {
  const related = page.kind === 'article' ? page.related : undefined;
  return (
    <div className={`${SECTION} pb-16`}>
      <header className="max-w-3xl pt-10 pb-8 sm:pt-16">
        <p className="text-sm font-semibold tracking-wide text-teal-300">
          Last updated <time dateTime={edit.updatedAt}>{UPDATED.format(new Date(edit.updatedAt))}</time>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-50 sm:text-4xl">{edit.title}</h1>
      </header>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="max-w-3xl break-words">
          <MarkdownBody markdown={edit.body} />
        </div>
        {related && (
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
        )}
      </div>
    </div>
  );
}
