import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';

// Texts operators write per language (docs/decisions/029-texts-per-language.md): English always, Spanish and Hindi
// when written; a reader in a language without its text reads the English one.

/** A text in English and, when an operator wrote them, Spanish and Hindi. */
export const textsPerLanguage = z.object({ en: z.string(), es: z.string().optional(), hi: z.string().optional() });
export type TextsPerLanguage = z.infer<typeof textsPerLanguage>;

/** The languages besides English an operator may add a text in. */
export const TRANSLATED_LOCALES = ['es', 'hi'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** The text in `locale`, the English one when that language has none. */
export function textIn(texts: TextsPerLanguage, locale: Locale): string {
  return (locale === DEFAULT_LOCALE ? undefined : texts[locale]) || texts.en;
}
