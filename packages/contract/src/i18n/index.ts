import { ES } from './es';
import { HI } from './hi';
import type { Locale } from './locales';
import type { MessageTable } from './table';
import { translateWith } from './translate';

// Every language's table at once: for the server and the tests. The web loads one table per language lazily
// (the apps' i18n/locales), so this entry is not re-exported from the package's main one.
export * from './locales';
export type { MessageTable } from './table';
export { translateWith } from './translate';

export const MESSAGE_TABLES: Record<Exclude<Locale, 'en'>, MessageTable> = { hi: HI, es: ES };

/** An English contract message in `locale`; English, and anything not a contract message, unchanged. */
export function translateMessage(message: string, locale: Locale): string {
  return locale === 'en' ? message : translateWith(message, MESSAGE_TABLES[locale]);
}
