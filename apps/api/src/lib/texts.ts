import { DEFAULT_LOCALE, type Locale, microsToUsdt } from '@app/contract';

/**
 * A server text in every language of the site (docs/product.md#languages): one entry per language with the same
 * shape, so a text without its Spanish or Hindi is a type error. Catalogs live in files named `*.texts.ts`; the lint
 * step checks that no member-facing sentence is written outside them.
 */
export type Texts<T> = Readonly<Record<Locale, T>>;

/** The text in the language asked for, English for a language we do not have. */
export function inLanguage<T>(texts: Texts<T>, locale: string | null | undefined): T {
  return texts[(locale && locale in texts ? locale : DEFAULT_LOCALE) as Locale];
}

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-ES', hi: 'hi-IN' };

/** A USDT amount as readers of the language write numbers (1,234.50 / 1.234,50 / 1,234.50 in lakh groups). */
export function usdtIn(locale: Locale, micros: bigint): string {
  const amount = microsToUsdt(micros).toLocaleString(NUMBER_LOCALE[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
    // Spanish leaves four-digit numbers ungrouped by default; a member comparing 1.500,00 with 15.000,00 should not.
    useGrouping: 'always',
  });
  return `${amount} USDT`;
}

/** A moment as the language writes a date and time, in UTC so a mail and the screen agree. */
export function dateTimeIn(locale: Locale, at: Date): string {
  return `${at.toLocaleString(NUMBER_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}
