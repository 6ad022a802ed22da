import type { ArticlePage, ArticleSection, FaqPage, SitePage } from './types';

// The site pages an operator may replace from the console (docs/product.md#site): the articles (legal texts, the
// purchase guide, service details) and the FAQ. Their shipped text converts to Markdown, so the editor starts
// from the words visitors see today.

export type EditablePage = ArticlePage | FaqPage;

export function isEditablePage(page: SitePage): page is EditablePage {
  return page.kind === 'article' || page.kind === 'faq';
}

function sectionToMarkdown(section: ArticleSection, number: number | undefined): string {
  const heading = number === undefined ? section.heading : `${number}. ${section.heading}`;
  const list = section.list?.length ? [section.list.map((item) => `- ${item}`).join('\n')] : [];
  return [`## ${heading}`, ...section.paragraphs, ...list].join('\n\n');
}

/** The shipped page's visible text as Markdown: the intro, then each section or question as a `##` heading. */
export function pageToMarkdown(page: EditablePage): string {
  const parts =
    page.kind === 'faq'
      ? page.questions.map((item) => `## ${item.question}\n\n${item.answer}`)
      : page.sections.map((section, index) => sectionToMarkdown(section, page.isNumbered ? index + 1 : undefined));
  return [page.intro, ...parts].filter(Boolean).join('\n\n');
}
