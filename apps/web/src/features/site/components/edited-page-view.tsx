import type { PublicSitePage } from '@app/contract';
import { MarkdownBody } from '../../../components/markdown-body';
import { SECTION } from '../../../components/ui/link-styles';
import { useTexts } from '../../../i18n/texts';
import { formatLongDate } from '../../../lib/format';
import type { SitePage } from '../../../lib/site-content/types';
import { SITE_TEXTS } from '../texts';
import { RelatedLinks } from './article-view';
import { FAQ_LIST, FaqContact, FaqQuestion } from './faq-view';

/**
 * An edited FAQ's Markdown as questions: each `##` heading is a question and the text under it its answer; what
 * comes before the first heading is the introduction.
 */
export function faqFromMarkdown(body: string): { intro: string; questions: { question: string; answer: string }[] } {
  const [intro = '', ...rest] = body.split(/^## +/m);
  const questions = rest.map((part) => {
    const newline = part.indexOf('\n');
    const question = (newline === -1 ? part : part.slice(0, newline)).trim();
    return { question, answer: newline === -1 ? '' : part.slice(newline + 1).trim() };
  });
  return { intro: intro.trim(), questions: questions.filter((item) => item.question) };
}

function EditedFaq({ body }: { body: string }) {
  const { intro, questions } = faqFromMarkdown(body);
  return (
    <>
      {intro && (
        <div className="mb-8 max-w-3xl">
          <MarkdownBody markdown={intro} />
        </div>
      )}
      <div className={FAQ_LIST}>
        {questions.map((item) => (
          <FaqQuestion key={item.question} question={item.question}>
            <div className="pb-5">
              <MarkdownBody markdown={item.answer} />
            </div>
          </FaqQuestion>
        ))}
      </div>
      <FaqContact />
    </>
  );
}

/**
 * A page an operator edited (docs/product.md#site): their title as the heading and their Markdown as the text, in
 * the article layout (an article's related links stay, since they are navigation rather than text), or, for the
 * FAQ, as its questions.
 */
export function EditedPageView({ page, edit }: { page: SitePage; edit: PublicSitePage }) {
  const related = page.kind === 'article' ? page.related : undefined;
  const { tx } = useTexts(SITE_TEXTS);
  return (
    <div className={`${SECTION} pb-16`}>
      <header className="max-w-3xl pt-10 pb-8 sm:pt-16">
        <p className="text-sm font-semibold tracking-wide text-teal-300">
          {tx('site.lastUpdated', {
            date: <time dateTime={edit.updatedAt}>{formatLongDate(edit.updatedAt)}</time>,
          })}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-50 sm:text-4xl">{edit.title}</h1>
      </header>
      {page.kind === 'faq' ? (
        <EditedFaq body={edit.body} />
      ) : (
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="max-w-3xl break-words">
            <MarkdownBody markdown={edit.body} />
          </div>
          {related && <RelatedLinks related={related} />}
        </div>
      )}
    </div>
  );
}
