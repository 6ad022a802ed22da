import type { IncomeKind } from '@app/contract';
/** The income lists: every income, or one kind of it. */
export type IncomeSource = 'all' | IncomeKind;

// Every cache key of the income pages; a profit claim (packages) invalidates them all through `all`.
export const incomeKeys = {
  all: ['income'] as const,
  list: (source: IncomeSource, page: number) => [...incomeKeys.all, source, page] as const,
};
