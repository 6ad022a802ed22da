// The test every dictionary's Spanish and Hindi pass where each app brings its areas together (test files only,
// docs/decisions/017-translations.md): a real text for every key, the same values and kept terms, Hindi in Devanagari.
import { describe, expect, it } from 'vitest';

export interface TranslatedDictionary {
  name: string;
  en: Record<string, string>;
  es: Record<string, string>;
  hi: Record<string, string>;
}

/** Terms every language writes as they are (docs/product.md#languages). */
const KEPT_TERMS = ['USDT', 'BEP-20', 'OTP', 'UID'];
/** Texts that are the same word in Spanish. */
const SAME_IN_SPANISH = new Set(['ui.demo', 'wd.capital', 'cr.uid', 'inc.total', 'auth.wait', 'rsv.ratioShort']);
/** Texts that are only a kept term and a value in every language. */
const SAME_EVERYWHERE = new Set(['cr.uid']);
const placesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1]).sort();

export function describeTranslations(dictionaries: readonly TranslatedDictionary[]) {
  describe.each(dictionaries)('the $name dictionary', ({ en, es, hi }) => {
    it.each([
      ['es', es],
      ['hi', hi],
    ] as const)('in %s has a real text for every key, with the same values and kept terms', (locale, translated) => {
      const texts: Record<string, string> = translated;
      for (const [key, english] of Object.entries(en as Record<string, string>)) {
        expect(texts[key]?.trim(), key).toBeTruthy();
        if (!SAME_EVERYWHERE.has(key) && !(locale === 'es' && SAME_IN_SPANISH.has(key)))
          expect(texts[key], key).not.toBe(english);
        expect(placesOf(texts[key] ?? ''), key).toEqual(placesOf(english));
        for (const term of KEPT_TERMS)
          if (english.includes(term)) expect(texts[key], `${key}: ${term}`).toContain(term);
      }
    });

    it('in Hindi is written in Devanagari, without an English wallet name', () => {
      for (const [key, text] of Object.entries(hi as Record<string, string>)) {
        const words = text.replace(/\{\{\w+\}\}/g, '');
        if (!SAME_EVERYWHERE.has(key) && /\p{L}/u.test(words)) expect(text, key).toMatch(/[\u0900-\u097F]/);
        expect(words, key).not.toMatch(/Electronic|Flexible|Trade for|wallet/i);
      }
    });
  });
}

type AreaList = readonly (readonly Record<string, string>[])[];

/** A language's chunk merges every area's dictionaries into one table, where a key given twice would hide one. */
export function describeAreaKeys(areas: { es: AreaList; hi: AreaList }) {
  describe("the areas' translations", () => {
    it.each(['es', 'hi'] as const)('in %s give each key once across every area', (locale) => {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      areas[locale].forEach((dictionaries, area) => {
        dictionaries.forEach((dictionary, index) => {
          for (const key of Object.keys(dictionary)) {
            const where = `area ${area} TRANSLATIONS[${index}]`;
            if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${where}`);
            seen.set(key, where);
          }
        });
      });
      expect(twice).toEqual([]);
    });
  });
}
