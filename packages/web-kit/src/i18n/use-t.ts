import { useSyncExternalStore } from 'react';
import { shownLanguage, subscribeToLocale } from './i18n';
import type { UiKey } from './locales/en';

type Values = Record<string, string | number>;

/** The screens' texts in the chosen language; a component using it shows again when the language changes. */
export function useT() {
  const { locale, translate } = useSyncExternalStore(subscribeToLocale, shownLanguage, shownLanguage);
  return {
    t: (key: UiKey, values?: Values): string => translate(key, values),
    /** A text keyed outside en.ts (a site-map page name by path), or the English given. */
    tOr: (key: string, english: string): string => translate(key, undefined, english),
    locale,
  };
}
