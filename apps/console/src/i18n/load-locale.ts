import type { Locale } from '@app/contract';
import type { LocaleBundle } from '@app/web-kit/i18n/locale-bundle';

/** Hindi and Spanish each in their own chunk, with the console's own areas: an English page downloads neither. */
export function loadLocale(locale: Exclude<Locale, 'en'>): Promise<LocaleBundle> {
  return locale === 'hi'
    ? import('./locales/hi').then((module) => module.HI_BUNDLE)
    : import('./locales/es').then((module) => module.ES_BUNDLE);
}
