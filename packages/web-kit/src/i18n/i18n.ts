import { DEFAULT_LOCALE, type Locale } from '@app/contract';
import { LANGUAGE_STORAGE_KEY, setCurrentLocale, storedLocale } from './current';
import type { LocaleBundle, Translate } from './locale-bundle';
import { EN } from './locales/en';

// docs/product.md#languages: English is bundled and read directly; Hindi and Spanish are fetched the first time
// they are chosen, with i18next (i18next-engine.ts), which translates them.

type Values = Record<string, string | number>;

function interpolate(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (marker, name: string) => (name in values ? String(values[name]) : marker));
}

const englishPlurals = new Intl.PluralRules('en-US');

/** English as i18next would give it: a `count` picks the `_one`/`_other` form of a key. */
const english: Translate = (key, values, fallback) => {
  const texts = EN as Record<string, string>;
  const count = values?.count;
  const plural = typeof count === 'number' ? texts[`${key}_${englishPlurals.select(count)}`] : undefined;
  return interpolate(plural ?? texts[key] ?? fallback ?? key, values);
};

/** Fetches a language's chunk: each app's own (apps/web and apps/console hold the texts of their own areas). */
export type LocaleLoader = (locale: Exclude<Locale, 'en'>) => Promise<LocaleBundle>;

let loadLocale: LocaleLoader = () =>
  Promise.reject(new Error('No language loader: the app calls setLocaleLoader first'));

/** Called once by the app's entry, before its first render: where the app's Hindi and Spanish come from. */
export function setLocaleLoader(loader: LocaleLoader): void {
  loadLocale = loader;
}

const translators: Partial<Record<Locale, Translate>> = { en: english };
const messageTranslators: Partial<Record<Locale, (message: string) => string>> = {};
const sameMessage = (message: string) => message;

let shown: { locale: Locale; translate: Translate } = { locale: DEFAULT_LOCALE, translate: english };
const listeners = new Set<() => void>();

/** For useSyncExternalStore: the components showing texts render again when the language changes. */
export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function shownLanguage(): { locale: Locale; translate: Translate } {
  return shown;
}

async function ensureLoaded(locale: Locale): Promise<Translate> {
  const loaded = translators[locale];
  if (loaded) return loaded;
  if (locale === 'en') return english;
  const [{ createTranslator }, bundle] = await Promise.all([import('./i18next-engine'), loadLocale(locale)]);
  const translate = await createTranslator(locale, bundle.ui);
  translators[locale] = translate;
  messageTranslators[locale] = bundle.translateMessage;
  return translate;
}

function showIn(locale: Locale, translate: Translate) {
  setCurrentLocale(locale, messageTranslators[locale] ?? sameMessage);
  document.documentElement.lang = locale;
  shown = { locale, translate };
  for (const listener of listeners) listener();
}

/** Shows the site in `locale` and keeps the choice in this browser. Throws if its texts cannot be fetched. */
export async function changeLocale(locale: Locale): Promise<void> {
  const translate = await ensureLoaded(locale);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode quotas): the language holds for this visit.
  }
  showIn(locale, translate);
}

/** Before the first render: the stored language's texts, so the page never flashes English first. */
export async function startInStoredLocale(): Promise<void> {
  const locale = storedLocale();
  try {
    showIn(locale, await ensureLoaded(locale));
  } catch {
    // Offline with a language never fetched: English until the next load.
    showIn(DEFAULT_LOCALE, english);
  }
}
