import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/contract';

// The chosen language as plain modules (the API client, number and date formats) read it, without i18next.
// docs/product.md#languages: kept in localStorage under `lang`; English until a language is chosen.

export const LANGUAGE_STORAGE_KEY = 'lang';

/** The Intl locale each language formats numbers and dates with. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', hi: 'hi-IN', es: 'es-ES' };

let current: Locale = DEFAULT_LOCALE;
let translate: (message: string) => string = (message) => message;

export function storedLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function currentLocale(): Locale {
  return current;
}

/** Called by i18n.ts once a language's texts are in: from then on formats and messages follow it. */
export function setCurrentLocale(locale: Locale, translateMessage: (message: string) => string): void {
  current = locale;
  translate = translateMessage;
}

/**
 * An English contract message (a zod schema's, or one the web words itself) in the chosen language. Server
 * answers come translated already, and a translated sentence passes through unchanged.
 */
export function translateMessage(message: string): string {
  return translate(message);
}
