import type { Locale } from '@app/contract';
import i18next from 'i18next';
import type { Translate } from './locale-bundle';
import { EN } from './locales/en';

/**
 * i18next for one language other than English, in its own chunk: fetched with that language's texts, so an
 * English page carries neither (docs/product.md#languages). English is its fallback for any key.
 */
export async function createTranslator(locale: Exclude<Locale, 'en'>, ui: Record<string, string>): Promise<Translate> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: 'en',
    resources: { en: { translation: EN }, [locale]: { translation: ui } },
    // Keys are flat ('login.title', 'link./faq'): a dot is part of the key.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (key, values, english) => {
    const options: Record<string, string | number> = { ...values };
    if (english !== undefined) options.defaultValue = english;
    return instance.t(key, options);
  };
}
