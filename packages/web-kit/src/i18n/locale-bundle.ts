/** What a language's chunk (locales/hi.ts, locales/es.ts) hands over when it is loaded. */
export interface LocaleBundle {
  /** The screens' texts by the keys of en.ts, and the header menu's names. */
  ui: Record<string, string>;
  translateMessage: (message: string) => string;
}

/** A screen text by its key in the shown language; `english` for keys outside en.ts. */
export type Translate = (key: string, values?: Record<string, string | number>, english?: string) => string;

/**
 * A language's texts for a feature's English dictionary: a key missing or extra is a type error. Kept here, beside
 * the bundle's type, so the language files import nothing that imports them back (texts.tsx loads them).
 */
export type TextsOf<T> = { readonly [K in keyof T]: string };
