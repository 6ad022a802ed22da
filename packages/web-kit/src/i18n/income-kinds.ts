import {
  type EarningKind,
  type EngineKindLabel,
  type IncomeKind,
  type KindLabel,
  kindLabel as kindLabelIn,
  type Locale,
} from '@app/contract';
import { useSyncExternalStore } from 'react';
import { shownLanguage, subscribeToLocale } from './i18n';

// A kind of income's words in the shown language: the contract's, kept with the kind in every language
// (packages/contract/src/income-kinds.texts.ts, docs/decisions/037-income-kinds.md), not in an area's dictionary.

/** One of a kind's words; the dry run's column (`paid`) only of the engine's kinds. */
export interface KindLabelOf {
  (kind: IncomeKind, label: EngineKindLabel): string;
  (kind: EarningKind, label: KindLabel): string;
}

// The contract's overloads let `paid` through for the engine's kinds only; KindLabelOf keeps that rule for callers.
const labelsIn =
  (locale: Locale): KindLabelOf =>
  (kind: EarningKind, label: EngineKindLabel) =>
    kindLabelIn(kind as IncomeKind, label, locale);

/** A kind's word in the shown language, outside a component (a label built by a helper, read when shown). */
export const kindLabel: KindLabelOf = (kind: EarningKind, label: EngineKindLabel) =>
  labelsIn(shownLanguage().locale)(kind as IncomeKind, label);

/** The kinds' words in a component, which shows again when the language changes. */
export function useKindLabel(): KindLabelOf {
  const { locale } = useSyncExternalStore(subscribeToLocale, shownLanguage, shownLanguage);
  return labelsIn(locale);
}
