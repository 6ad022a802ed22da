import type { IncomeKind } from '@app/contract';
/**
 * The income lists: every income, or one kind of it. The four kinds with a list of their own each have a route of
 * the contract and a page; any kind is in the list of all (docs/decisions/037-income-kinds.md).
 */
export type IncomeSource = 'all' | Extract<IncomeKind, 'trading' | 'level' | 'direct' | 'reward'>;

// Every cache key of the income pages; a profit claim (packages) invalidates them all through `all`.
export const incomeKeys = {
  all: ['income'] as const,
  list: (source: IncomeSource, page: number) => [...incomeKeys.all, source, page] as const,
};
