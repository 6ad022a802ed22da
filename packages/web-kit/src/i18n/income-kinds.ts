import {
  type EarningKind,
  type EngineKindLabel,
  type IncomeKind,
  type KindLabel,
  kindLabel as kindLabelIn,
  type Locale,
  type RatedKind,
  type RateLabel,
} from '@app/contract';
import { useSyncExternalStore } from 'react';
import { shownLanguage, subscribeToLocale } from './i18n';

// A kind of income's words in the shown language: the contract's, kept with the kind in every language
// (packages/contract/src/income-kinds.texts.ts, docs/decisions/037-income-kinds.md), not in an area's dictionary.

/** One of a kind's words; the dry run's column (`paid`) only of the engine's kinds, a rate's only of a rated kind. */
export interface KindLabelOf {
  (kind: RatedKind, label: EngineKindLabel | RateLabel): string;
  (kind: IncomeKind, label: EngineKindLabel): string;
  (kind: EarningKind, label: KindLabel): string;
}

// The contract's overloads hold each word to the kinds that have it; KindLabelOf keeps that rule for callers.
const labelsIn =
  (locale: Locale): KindLabelOf =>
  (kind: EarningKind, label: EngineKindLabel | RateLabel) =>
    kindLabelIn(kind as RatedKind, label, locale);

/** A kind's word in the shown language, outside a component (a label built by a helper, read when shown). */
export const kindLabel: KindLabelOf = (kind: EarningKind, label: EngineKindLabel | RateLabel) =>
  labelsIn(shownLanguage().locale)(kind as RatedKind, label);

/** The kinds' words in a component, which shows again when the language changes. */
export function useKindLabel(): KindLabelOf {
  const { locale } = useSyncExternalStore(subscribeToLocale, shownLanguage, shownLanguage);
  return labelsIn(locale);
}
