/** What a language's chunk (locales/hi.ts, locales/es.ts) hands over when it is loaded. */
export interface LocaleBundle {
  /** The screens' texts by the keys of en.ts, and the header menu's names. */
  ui: Record<string, string>;
  translateMessage: (message: string) => string;
}

/** A screen text by its key in the shown language; `english` for keys outside en.ts. */
export type Translate = (key: string, values?: Record<string, string | number>, english?: string) => string;
