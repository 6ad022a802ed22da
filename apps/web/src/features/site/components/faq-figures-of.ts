import type { FaqFigure, FaqPage } from '@app/web-kit/lib/site-content/types';

// The live figures under an edited FAQ's answers (docs/product.md#site): each edited question keeps the figures of
// the shipped question it still asks, found by its wording in English or in the page's language, whatever the
// order, so an edit of the answers or of the question order never loses them.

/** A question's words without case, spacing or punctuation: "When can I withdraw?" asks what "when can i withdraw" does. */
function keyOf(question: string): string {
  return question.toLocaleLowerCase().replace(/[\p{P}\p{S}\s]+/gu, '');
}

/** The figures of each shipped question by its wording, from every text of the page given. */
export function faqFiguresByQuestion(pages: readonly FaqPage[]): ReadonlyMap<string, FaqFigure[]> {
  const figures = new Map<string, FaqFigure[]>();
  for (const page of pages) {
    for (const item of page.questions) if (item.figures?.length) figures.set(keyOf(item.question), item.figures);
  }
  return figures;
}

export function figuresOf(question: string, byQuestion: ReadonlyMap<string, FaqFigure[]>): FaqFigure[] | undefined {
  return byQuestion.get(keyOf(question));
}
