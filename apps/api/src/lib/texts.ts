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

// One formatter per language, made once: making one costs far more than formatting (toLocaleString makes one each call).
const perLocale = <F>(make: (tag: string) => F) => {
  const made = new Map<Locale, F>();
  return (locale: Locale): F => {
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(NUMBER_LOCALE[locale]);
      made.set(locale, formatter);
    }
    return formatter;
  };
};
const usdtFormat = perLocale(
  (tag) =>
    new Intl.NumberFormat(tag, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
      // Spanish leaves four-digit numbers ungrouped by default; a member comparing 1.500,00 with 15.000,00 should not.
      useGrouping: 'always',
    }),
);
const dateTimeFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
);

/** A USDT amount as readers of the language write numbers (1,234.50 / 1.234,50 / 1,234.50 in lakh groups). */
export function usdtIn(locale: Locale, micros: bigint): string {
  return `${usdtFormat(locale).format(microsToUsdt(micros))} USDT`;
}

/** A moment as the language writes a date and time, in UTC so a mail and the screen agree. */
export function dateTimeIn(locale: Locale, at: Date): string {
  return `${dateTimeFormat(locale).format(at)} UTC`;
}
