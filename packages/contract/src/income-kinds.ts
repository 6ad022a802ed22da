/**
 * Every kind of income, declared once (docs/decisions/037-income-kinds.md): who pays it, the journal entry that
 * carries it, and for a kind paid at one rate the operator's setting that holds it, in percent, with the rate a
 * platform starts with (settings.ts adds the setting to the operator's; the console shows it with the kind's words). The contract's schemas, the database's enums and checks, the reports, the dry run, the notifications
 * and the member's lists read their lists of kinds from here, and every screen, notification and statement reads a
 * kind's words from income-kinds.texts.ts, so a new kind is added here and there, not typed again into every list.
 */
export const INCOME_KINDS = {
  /** A package's daily profit to its owner. */
  trading: { paidBy: 'engine', entry: 'income:trading' },
  /** A share of a team member's daily profit to each of their three uplines. */
  level: { paidBy: 'engine', entry: 'income:level' },
  /** A share of a purchase to the buyer's sponsor. */
  direct: { paidBy: 'engine', entry: 'income:direct', rate: { setting: 'directIncomePercent', startsAt: 5 } },
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
/** The journal entries of the engine's kinds, each its kind's own (an operator's bonus is an adjustment). */
export type IncomeEntryKind = Kinds[IncomeKind]['entry'];

type RateOf<K extends EarningKind> = Kinds[K] extends { rate: { setting: infer S } } ? S : never;
/** The kinds paid at one rate of the operator's (a share of what pays them). */
export type RatedKind = { [K in EarningKind]: [RateOf<K>] extends [never] ? never : K }[EarningKind];
/** The operator's settings that hold a kind's rate, in percent. */
export type KindRateSetting = { [K in EarningKind]: RateOf<K> }[EarningKind];

const kinds = Object.keys(INCOME_KINDS) as EarningKind[];
export const EARNING_KINDS = kinds as [EarningKind, ...EarningKind[]];
export const ENGINE_INCOME_KINDS = kinds.filter((kind) => INCOME_KINDS[kind].paidBy === 'engine') as [
  IncomeKind,
  ...IncomeKind[],
];
/** Each kind paid at one rate, with its setting and the rate a platform starts with, in the kinds' order. */
export const KIND_RATES = kinds.flatMap((kind) => {
  const rule = INCOME_KINDS[kind];
  return 'rate' in rule ? [{ kind, ...rule.rate }] : [];
}) as { kind: RatedKind; setting: KindRateSetting; startsAt: number }[];
export const KIND_RATE_SETTINGS = KIND_RATES.map((rate) => rate.setting);

/** The engine's kind whose entry `entry` is (`income:level` -> level), or undefined for any other entry. */
export function incomeKindOfEntry(entry: string): IncomeKind | undefined {
  return ENGINE_INCOME_KINDS.find((kind) => INCOME_KINDS[kind].entry === entry);
}

/** What an income's row keeps of the rule that paid it, from which its sentence is worded (never stored). */
export interface IncomeFacts {
  /** Team level of the source member, for level and direct income. */
  level: number | null;
  /** For daily trading profit: which day of the order's term this was, and the term in days. */
  orderDay: number | null;
  orderDays: number | null;
  /** For a rank reward: the rank reached. */
  rank: number | null;
}

/** A map with one value for each kind in `list`, in the list's order. */
export function byKind<K extends string, V>(list: readonly K[], value: (kind: K) => V): Record<K, V> {
  return Object.fromEntries(list.map((kind) => [kind, value(kind)])) as Record<K, V>;
}
