import type { Locale } from '@app/contract';
import { loadAllPages } from '@app/web-kit/lib/site-content/load-site-page';
import { searchPages } from '@app/web-kit/lib/site-content/search-pages';
import { loadEveryTranslatedPage } from '@app/web-kit/lib/site-content/translated-pages';
import type { SitePage } from '@app/web-kit/lib/site-content/types';
import { describe, expect, it } from 'vitest';
import { SITE_SHARED_TEXTS } from './shared-texts';
import { SITE_TEXTS } from './texts';
import { ES_SITE, ES_SITE_SHARED } from './texts.es';
import { HI_SITE, HI_SITE_SHARED } from './texts.hi';

// docs/product.md#site: the words /search suggests (its hint and the search field's example) each find a page in
// the language they are suggested in; a suggestion that finds nothing sends the visitor to an empty answer.

const SUGGESTED: Record<Locale, { texts: Record<string, string>; words: string[] }> = {
  en: { texts: { ...SITE_TEXTS, ...SITE_SHARED_TEXTS }, words: ['security', 'withdrawal', 'packages'] },
  es: { texts: { ...ES_SITE, ...ES_SITE_SHARED }, words: ['seguridad', 'retiro', 'paquetes'] },
  hi: { texts: { ...HI_SITE, ...HI_SITE_SHARED }, words: ['सुरक्षा', 'निकासी', 'पैकेज'] },
};

async function pagesIn(locale: Locale): Promise<readonly SitePage[]> {
  if (locale === 'en') return loadAllPages();
  const english = await loadAllPages();
  const translated = new Map((await loadEveryTranslatedPage(locale)).map((page) => [page.path, page]));
  return english.map((page) => translated.get(page.path) ?? page);
}

describe.each(Object.entries(SUGGESTED))('the search suggestions in %s', (locale, { texts, words }) => {
  it('are the words the hint and the example name', () => {
    for (const word of words) expect(texts['site.searchHint']).toContain(word);
    expect(words.some((word) => texts['site.searchPlaceholder']?.endsWith(word))).toBe(true);
  });

  it('each find at least one page', async () => {
    const pages = await pagesIn(locale as Locale);
    for (const word of words) {
      expect(searchPages({ pages, query: word }).length, word).toBeGreaterThan(0);
    }
  });
});
