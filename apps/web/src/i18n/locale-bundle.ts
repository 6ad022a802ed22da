/** What a language's chunk (locales/hi.ts, locales/es.ts) hands over when it is loaded. */
export interface LocaleBundle {
  /** The screens' texts by the keys of en.ts, and the header menu's names. */
  ui: Record<string, string>;
  translateMessage: (message: string) => string;
}
