/**
 * Every kind of income, declared once (docs/decisions/037-income-kinds.md): who pays it and the journal entry that
 * carries it. The contract's schemas, the database's enums and checks, the reports, the dry run, the notifications
 * and the member's lists read their lists of kinds from here, so a new kind is added here and where its own words
 * and rule live, not typed again into every list.
 */
export const INCOME_KINDS = {
  /** A package's daily profit to its owner. */
  trading: { paidBy: 'engine', entry: 'income:trading' },
  /** A share of a team member's daily profit to each of their three uplines. */
  level: { paidBy: 'engine', entry: 'income:level' },
  /** A share of a purchase to the buyer's sponsor. */
  direct: { paidBy: 'engine', entry: 'income:direct' },
  /** A rank's reward when a member reaches it. */
  reward: { paidBy: 'engine', entry: 'income:reward' },
  /** An operator's bonus, credited from the console (docs/decisions/014-bonuses-are-income.md). */
  bonus: { paidBy: 'operator', entry: 'adjustment' },
} as const;

type Kinds = typeof INCOME_KINDS;
/** Every kind counted in a member's income totals. */
export type EarningKind = keyof Kinds;
/** The kinds the income engine pays by its rules, each row saying how it was computed. */
export type IncomeKind = { [K in EarningKind]: Kinds[K]['paidBy'] extends 'engine' ? K : never }[EarningKind];

const kinds = Object.keys(INCOME_KINDS) as EarningKind[];
export const EARNING_KINDS = kinds as [EarningKind, ...EarningKind[]];
export const ENGINE_INCOME_KINDS = kinds.filter((kind) => INCOME_KINDS[kind].paidBy === 'engine') as [
  IncomeKind,
  ...IncomeKind[],
];

/** A map with one value for each kind in `list`, in the list's order. */
export function byKind<K extends string, V>(list: readonly K[], value: (kind: K) => V): Record<K, V> {
  return Object.fromEntries(list.map((kind) => [kind, value(kind)])) as Record<K, V>;
}
