import { describe, expect, it } from 'vitest';
import { isEditablePage, pageToMarkdown } from './editable-pages';
import { loadAllPages } from './load-site-page';
import type { ArticlePage, FaqPage } from './types';

const ARTICLE: ArticlePage = {
  path: '/terms-of-service',
  kind: 'article',
  title: 'Terms',
  heading: 'Terms of service',
  intro: 'Read these first.',
  sections: [
    { heading: 'Accounts', paragraphs: ['One per person.', 'Keep it safe.'], list: ['No sharing', 'No bots'] },
    { heading: 'Payments', paragraphs: ['Monthly.'] },
  ],
};

describe('pageToMarkdown', () => {
  it('writes an article as its intro and a ## heading per section, lists as - items', () => {
    expect(pageToMarkdown(ARTICLE)).toBe(
      'Read these first.\n\n## Accounts\n\nOne per person.\n\nKeep it safe.\n\n- No sharing\n- No bots\n\n## Payments\n\nMonthly.',
    );
  });

  it('numbers the sections of a numbered article', () => {
    expect(pageToMarkdown({ ...ARTICLE, isNumbered: true, intro: '' })).toMatch(
      /^## 1\. Accounts[\s\S]*## 2\. Payments/,
    );
  });

  it('writes the FAQ as a ## heading per question with its answer', () => {
    const faq: FaqPage = {
      path: '/faq',
      kind: 'faq',
      title: 'FAQ',
      heading: 'Questions',
      intro: 'Ask us.',
      questions: [{ question: 'How fast?', answer: 'Two weeks.' }],
    };
    expect(pageToMarkdown(faq)).toBe('Ask us.\n\n## How fast?\n\nTwo weeks.');
  });

  it('offers the articles and the FAQ, not the landing pages or the live catalogue', async () => {
    const editable = (await loadAllPages()).filter(isEditablePage).map((page) => page.path);
    expect(editable).toEqual(expect.arrayContaining(['/terms-of-service', '/privacy-policy', '/faq']));
    expect(editable).not.toContain('/home-1');
    expect(editable).not.toContain('/shop');
    expect(editable).toContain('/checkout');
  });
});
