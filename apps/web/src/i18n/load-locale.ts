import type { Locale } from '@app/contract';
import type { LocaleBundle } from '@app/web-kit/i18n/locale-bundle';

/** Hindi and Spanish each in their own chunk: an English page never downloads them (docs/product.md#languages). */
export function loadLocale(locale: Exclude<Locale, 'en'>): Promise<LocaleBundle> {
  return locale === 'hi'
    ? import('./locales/hi').then((module) => module.HI_BUNDLE)
    : import('./locales/es').then((module) => module.ES_BUNDLE);
}
