import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import type { UiKey } from './locales/en';

type Values = Record<string, string | number>;

/** The screens' texts in the chosen language; a component using it shows again when the language changes. */
export function useT() {
  const { t } = useTranslation('translation', { i18n });
  return {
    t: (key: UiKey, values?: Values): string => t(key, values ?? {}),
    /** A text keyed outside en.ts (a site-map page name by path), or the English given. */
    tOr: (key: string, english: string): string => t(key, { defaultValue: english }),
    locale: i18n.language,
  };
}
