import { DEFAULT_LOCALE, type Locale } from '@app/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, setCurrentLocale, storedLocale } from './current';
import { loadLocale } from './load-locale';
import { EN } from './locales/en';

// docs/product.md#languages: i18next with English bundled (the contract's own text and the fallback for any key);
// Hindi and Spanish are fetched the first time they are chosen (load-locale.ts).
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: { en: { translation: EN } },
  partialBundledLanguages: true,
  // Keys are flat ('login.title', 'link./faq'): a dot is part of the key.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

const messageTranslators: Partial<Record<Locale, (message: string) => string>> = {};
const sameMessage = (message: string) => message;

function showIn(locale: Locale) {
  setCurrentLocale(locale, messageTranslators[locale] ?? sameMessage);
  document.documentElement.lang = locale;
}

async function ensureLoaded(locale: Locale): Promise<void> {
  if (locale === 'en' || i18n.hasResourceBundle(locale, 'translation')) return;
  const bundle = await loadLocale(locale);
  i18n.addResourceBundle(locale, 'translation', bundle.ui);
  messageTranslators[locale] = bundle.translateMessage;
}

/** Shows the site in `locale` and keeps the choice in this browser. Throws if its texts cannot be fetched. */
export async function changeLocale(locale: Locale): Promise<void> {
  await ensureLoaded(locale);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode quotas): the language holds for this visit.
  }
  showIn(locale);
  await i18n.changeLanguage(locale);
}

/** Before the first render: the stored language's texts, so the page never flashes English first. */
export async function startInStoredLocale(): Promise<void> {
  const locale = storedLocale();
  try {
    await ensureLoaded(locale);
    showIn(locale);
    await i18n.changeLanguage(locale);
  } catch {
    // Offline with a language never fetched: English until the next load.
    showIn(DEFAULT_LOCALE);
  }
}
