// The checks every area's Spanish and Hindi dictionary passes (docs/decisions/017-translations.md), for the area
// tests (test files only): a text for every key with the same {{values}}, the kept terms, and Hindi in Devanagari.
import { describe, expect, it } from 'vitest';

const placesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1]).sort();

export function describeDictionary(
  name: string,
  english: Record<string, string>,
  translations: { es: Record<string, string>; hi: Record<string, string> },
  options: {
    /** Names every translation carries where the English has them (USDT, a program an operator types). */
    kept?: RegExp;
    /** What Hindi may write in Latin letters: the kept names, and any other (a file type, the levels A to C). */
    latin?: RegExp;
  } = {},
) {
  const kept = options.kept ?? /USDT/g;
  const latin = options.latin ?? kept;
  describe(`the ${name} dictionary`, () => {
    it.each(['es', 'hi'] as const)('in %s has a text for every key, with the same values and kept names', (locale) => {
      const texts = translations[locale];
      for (const [key, text] of Object.entries(english)) {
        expect(texts[key]?.trim(), key).toBeTruthy();
        expect(placesOf(texts[key] ?? ''), key).toEqual(placesOf(text));
        for (const term of text.match(kept) ?? []) expect(texts[key], key).toContain(term);
      }
    });

    it('in Hindi is written in Devanagari, with no Latin word but the kept names', () => {
      for (const [key, text] of Object.entries(translations.hi)) {
        const words = text.replace(/\{\{\w+\}\}/g, '');
        if (/\p{L}/u.test(words.replace(latin, ''))) expect(text, key).toMatch(/[\u0900-\u097F]/);
        expect(words.replace(latin, ''), key).not.toMatch(/[A-Za-z]/);
      }
    });
  });
}
