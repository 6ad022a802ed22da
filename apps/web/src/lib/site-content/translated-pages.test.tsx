import { loadAllPages } from '@app/web-kit/lib/site-content/load-site-page';
import { FOOTER_LINKS, SITE_MENU } from '@app/web-kit/lib/site-content/site-map';
import { loadEveryTranslatedPage } from '@app/web-kit/lib/site-content/translated-pages';
import type { SitePage } from '@app/web-kit/lib/site-content/types';
import { describe, expect, it } from 'vitest';
import { ES_BUNDLE } from '../../i18n/locales/es';
import { HI_BUNDLE } from '../../i18n/locales/hi';

// docs/decisions/017-translations.md: every shipped page has a Spanish and a Hindi text, the English page's shape
// word for word translated: the same sections, items and links, and nothing a page does in one language only.

/** Fields that are no words a visitor reads: where a link goes, what a page shows and how. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'path',
  'kind',
  'to',
  'view',
  'category',
  'variant',
  'art',
  'icon',
  'style',
  'topic',
  'buy',
  'detailed',
  'showsCompany',
  'isNumbered',
  'figures',
  'code',
]);

/** Terms kept as they are in every language, and figures, which may make a short text the same. */
const KEPT_TEXT = /^[\d\s.,:%+\-–/()]*$|^(FAQ|KYC|USDT|BEP-20|OTP|UID|NexaTech)$/;

/** Where `translated` differs from `english` in shape, or keeps an English sentence. */
function differences(english: unknown, translated: unknown, at: string): string[] {
  if (typeof english === 'string') {
    if (typeof translated !== 'string' || !translated.trim()) return [`${at}: no text`];
    return english === translated && !KEPT_TEXT.test(english) ? [`${at}: left in English`] : [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length)
      return [`${at}: not ${english.length} items`];
    return english.flatMap((item, index) => differences(item, translated[index], `${at}[${index}]`));
  }
  if (english && typeof english === 'object') {
    if (!translated || typeof translated !== 'object') return [`${at}: missing`];
    const other = translated as Record<string, unknown>;
    const keys = new Set([...Object.keys(english), ...Object.keys(other)]);
    return [...keys].flatMap((key) => {
      const value = (english as Record<string, unknown>)[key];
      if (SAME_IN_EVERY_LANGUAGE.has(key)) {
        return JSON.stringify(value) === JSON.stringify(other[key]) ? [] : [`${at}.${key}: not as in English`];
      }
      return differences(value, other[key], `${at}.${key}`);
    });
  }
  return english === translated ? [] : [`${at}: not as in English`];
}

const HINDI_WORD = /[\u0900-\u097F]/;

describe.each(['es', 'hi'] as const)('the shipped pages in %s', (locale) => {
  it('translate every English page, shape for shape', async () => {
    const [english, translated] = await Promise.all([loadAllPagesWithUnlisted(), loadEveryTranslatedPage(locale)]);
    expect(translated.map((page) => page.path).sort()).toEqual(english.map((page) => page.path).sort());
    for (const page of english) {
      const other = translated.find((candidate) => candidate.path === page.path);
      expect(differences(page, other, page.path)).toEqual([]);
    }
  });

  it('name each page in the menu by its title, as in English', async () => {
    const titles = new Map((await loadEveryTranslatedPage(locale)).map((page) => [page.path, page.title]));
    const labels = (locale === 'es' ? ES_BUNDLE : HI_BUNDLE).ui as Record<string, string>;
    for (const link of SITE_MENU.flatMap((group) => group.links)) {
      expect(labels[`link.${link.to}`], link.to).toBe(titles.get(link.to));
    }
    // The footer's legal links name the same pages, by the menu's names.
    for (const path of FOOTER_LINKS.legal) expect(labels[`link.${path}`], path).toBe(titles.get(path));
  });

  if (locale === 'hi') {
    it('are written in Devanagari', async () => {
      for (const page of await loadEveryTranslatedPage(locale)) {
        for (const text of [page.title, page.heading, page.intro]) expect(text, page.path).toMatch(HINDI_WORD);
      }
    });
  }
});

/** Every shipped page: the menu's and the ones in no menu (the 404 and coming-soon pages). */
async function loadAllPagesWithUnlisted(): Promise<SitePage[]> {
  const [listed, { LEGAL_PAGES }] = await Promise.all([
    loadAllPages(),
    import('@app/web-kit/lib/site-content/legal-pages'),
  ]);
  const unlisted = LEGAL_PAGES.filter((page) => !listed.some((other) => other.path === page.path));
  return [...listed, ...unlisted];
}
