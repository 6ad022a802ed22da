import { type MarkdownTree, markdownTreeText, type PublicSitePage } from '@app/contract';
import { MarkdownBody } from '@app/web-kit/components/markdown-body';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useT } from '@app/web-kit/i18n/use-t';
import { formatLongDate } from '@app/web-kit/lib/format';
import { pageIn } from '@app/web-kit/lib/site-content/translated-pages';
import type { FaqPage, SitePage } from '@app/web-kit/lib/site-content/types';
import type { RootContent } from 'hast';
import { SITE_TEXTS } from '../texts';
import { ArticleColumns } from './article-view';
import { FaqFigures } from './faq-figures';
import { faqFiguresByQuestion, figuresOf } from './faq-figures-of';
import { FAQ_LIST, FaqContact, FaqQuestion } from './faq-view';
import { SitePageFrame } from './site-page-frame';

const treeOf = (children: RootContent[]): MarkdownTree => ({ type: 'root', children });

/**
 * An edited FAQ's tree as questions: each `##` heading is a question and what follows it, up to the next, its
 * answer; what comes before the first heading is the introduction.
 */
export function faqFromTree(tree: MarkdownTree): {
  intro: MarkdownTree;
  questions: { question: string; answer: MarkdownTree }[];
} {
  const intro: RootContent[] = [];
  const questions: { question: string; answer: RootContent[] }[] = [];
  for (const node of tree.children) {
    if (node.type === 'element' && node.tagName === 'h2')
      questions.push({ question: markdownTreeText(node), answer: [] });
    else (questions.at(-1)?.answer ?? intro).push(node);
  }
  return {
    intro: treeOf(intro),
    questions: questions
      .filter((item) => item.question)
      .map((item) => ({ question: item.question, answer: treeOf(item.answer) })),
  };
}

/** The edited questions, each with the live figures of the shipped question it asks (faq-figures-of.ts). */
function EditedFaq({ tree, shipped }: { tree: MarkdownTree; shipped: FaqPage }) {
  const { locale } = useT();
  const { intro, questions } = faqFromTree(tree);
  const byQuestion = faqFiguresByQuestion([shipped, pageIn(shipped, locale) as FaqPage]);
  return (
    <>
      {intro.children.length > 0 && (
        <div className="mb-8 max-w-3xl">
          <MarkdownBody tree={intro} />
        </div>
      )}
      <div className={FAQ_LIST}>
        {questions.map((item) => {
          const figures = figuresOf(item.question, byQuestion);
          return (
            <FaqQuestion key={item.question} question={item.question}>
              <div className="pb-5">
                <MarkdownBody tree={item.answer} />
              </div>
              {figures && <FaqFigures figures={figures} />}
            </FaqQuestion>
          );
        })}
      </div>
      <FaqContact />
    </>
  );
}

/**
 * A page an operator edited (docs/product.md#site): their title as the heading and their text (the tree the server
 * built when it was saved, docs/decisions/021-markdown-on-save.md) in the article layout (an article's related links
 * stay, since they are navigation rather than text), or, for the FAQ, as its questions.
 */
export function EditedPageView({ page, edit }: { page: SitePage; edit: PublicSitePage }) {
  const related = page.kind === 'article' ? page.related : undefined;
  const { tx } = useTexts(SITE_TEXTS);
  return (
    <SitePageFrame
      page={{ heading: edit.title }}
      eyebrow={tx('site.lastUpdated', {
        date: <time dateTime={edit.updatedAt}>{formatLongDate(edit.updatedAt)}</time>,
      })}
    >
      {page.kind === 'faq' ? (
        <EditedFaq tree={edit.tree} shipped={page} />
      ) : (
        <ArticleColumns related={related} breakWords>
          <MarkdownBody tree={edit.tree} />
        </ArticleColumns>
      )}
    </SitePageFrame>
  );
}
