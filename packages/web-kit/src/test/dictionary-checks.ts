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

/** An area's English dictionary and its translation into the language on screen. */
export type DictionaryPair = [english: Record<string, string>, translated: Record<string, string>];

/** How `englishLeftOnScreen` reads the screen and counts a word as English only. */
export interface EnglishLeftOptions {
  /** What is read: the whole page unless told. */
  root?: HTMLElement;
  /** The attributes read besides the text: aria-label, placeholder, title and alt unless told. */
  attributes?: readonly string[];
  /** Read the document's title too, when `root` is the whole page. */
  documentTitle?: boolean;
  /**
   * The elements left out whole, text and attributes (`.Toastify, code`), from a copy of `root`. Without it the
   * text is read whole, and only the attributes leave out the toaster's.
   */
  drop?: string;
  /** Elements whose text is read on its own as well (an SVG chart's `title`, which the page's text runs together). */
  ownText?: string;
  /** Attribute values shown as kept codes (a ledger posting's kind, "adjustment"), passed over whole (no `g` flag). */
  skipValues?: RegExp;
  /** Codes or commands shown as kept, taken out of what is read before its words are counted. */
  strip?: RegExp;
  /** What takes the place of each `strip` match: a space unless told. */
  stripWith?: string;
  /** What a word is: a run of letters unless told (`/[a-z]+/g` counts only the Latin ones). */
  words?: RegExp;
  /** Whether a translation left the same as its English vouches for its words: it does not unless told. */
  unchangedVouch?: boolean;
  /** Whether a translation's {{value}} names count among its words: they do not unless told. */
  valuesVouch?: boolean;
}

const withoutValues = (text: string | undefined) => (text ?? '').replace(/\{\{\w+\}\}/g, '');
const wordsOf = (text: string, words: RegExp = /\p{L}+/gu) => text.toLowerCase().match(words) ?? [];

/** The English words of the dictionaries that no translated text of them uses. */
function englishOnlyWords(pairs: readonly DictionaryPair[], options: EnglishLeftOptions): Set<string> {
  const translated = new Set(
    pairs.flatMap(([english, other]) =>
      Object.keys(english)
        .filter((key) => options.unchangedVouch || other[key] !== english[key])
        .flatMap((key) => wordsOf(options.valuesVouch ? (other[key] ?? '') : withoutValues(other[key]), options.words)),
    ),
  );
  return new Set(
    pairs
      .flatMap(([english]) => Object.values(english).flatMap((text) => wordsOf(withoutValues(text), options.words)))
      .filter((word) => !translated.has(word)),
  );
}

/**
 * The English words of the dictionaries (those no translated text of them uses) left in what a visitor or an
 * operator reads or hears: the text and the named attributes, those of the app's toaster (`.Toastify`) aside, and its
 * text too where `drop` names it. An empty list means none is left.
 */
export function englishLeftOnScreen(pairs: readonly DictionaryPair[], options: EnglishLeftOptions = {}): string[] {
  const root = options.root ?? document.body;
  const page = options.drop ? (root.cloneNode(true) as HTMLElement) : root;
  if (options.drop) for (const element of page.querySelectorAll(options.drop)) element.remove();
  const attributes = options.attributes ?? ['aria-label', 'placeholder', 'title', 'alt'];
  const named = [...page.querySelectorAll('*')]
    .filter((element) => !element.closest('.Toastify'))
    .flatMap((element) => attributes.map((name) => element.getAttribute(name) ?? ''))
    .filter((value) => !options.skipValues?.test(value));
  const own = options.ownText
    ? [...page.querySelectorAll(options.ownText)].map((element) => element.textContent ?? '')
    : [];
  const title = options.documentTitle && root === document.body ? [document.title] : [];
  let shown = [...title, page.textContent ?? '', ...named, ...own].join(' ');
  if (options.strip) shown = shown.replace(options.strip, options.stripWith ?? ' ');
  const englishOnly = englishOnlyWords(pairs, options);
  return wordsOf(shown, options.words).filter((word) => englishOnly.has(word));
}
