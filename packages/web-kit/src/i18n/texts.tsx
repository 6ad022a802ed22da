import { Fragment, type ReactNode, useSyncExternalStore } from 'react';
import { shownLanguage, subscribeToLocale } from './i18n';
import type { Translate } from './locale-bundle';

// docs/decisions/017-translations.md: a feature's English texts are a dictionary in the feature itself, so they travel
// in the feature's lazy chunk; their Spanish and Hindi sit beside it (texts.es.ts, texts.hi.ts), loaded with the
// language (locales/es-areas.ts, locales/hi-areas.ts register them by name).

type Values = Record<string, string | number>;

export type { TextsOf } from './locale-bundle';

/** A text of `english` in the shown language, outside a component (a label built by a helper). */
export function textOf<T extends Record<string, string>>(english: T, key: keyof T & string, values?: Values): string {
  return shownLanguage().translate(key, values, english[key]);
}

const MARK = '\u0000';

/** A translated sentence with elements in it (a bold amount, a link): each `{{name}}` becomes `nodes[name]`. */
function withNodes(translate: Translate, key: string, english: string, nodes: Record<string, ReactNode>): ReactNode {
  const markers = Object.fromEntries(Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = translate(key, markers, english).split(MARK);
  // Odd parts are the names between two marks (each once in a sentence); even parts the words around them.
  return parts.map((part, index) =>
    index % 2 === 1 && part in nodes ? <Fragment key={part}>{nodes[part]}</Fragment> : part,
  );
}

/**
 * A feature's texts in the chosen language: the English dictionary's own text until a translation is loaded, and
 * for English. A component using it shows again when the language changes.
 */
export function useTexts<T extends Record<string, string>>(english: T) {
  const { locale, translate } = useSyncExternalStore(subscribeToLocale, shownLanguage, shownLanguage);
  return {
    t: (key: keyof T & string, values?: Values): string => translate(key, values, english[key]),
    /** A sentence holding elements: `{{amount}}` in the text, `{ amount: <strong>…</strong> }` here. */
    tx: (key: keyof T & string, nodes: Record<string, ReactNode>): ReactNode =>
      withNodes(translate, key, english[key] ?? key, nodes),
    locale,
  };
}
