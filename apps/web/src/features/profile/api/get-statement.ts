// GET /sellerApi/userstatement?wallet=&from=&to=&page= (vendor: /vendorApi/userstatement) - every posting of one
// wallet, newest first, with the balance after each

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type StatementWallet = 'deposit' | 'income';

export interface StatementFilter {
  wallet: StatementWallet;
  /** Platform days, YYYY-MM-DD; empty for no bound. */
  from: string;
  to: string;
  page: number;
}

export function statementQuery(filter: StatementFilter) {
  const { wallet, from, to, page } = filter;
  return apiQuery(['statement', filter], routes.statement, {
    query: { wallet, from: from || undefined, to: to || undefined, page },
  });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
/** Days out of order name no statement: the page says so at the field, and nothing is asked of the server. */
export const isDayRangeReversed = (filter: { from: string; to: string }) =>
  Boolean(filter.from && filter.to && filter.from > filter.to);

export function useStatement(filter: StatementFilter) {
  return useQuery({
    ...statementQuery(filter),
    placeholderData: keepPreviousData,
    enabled: !isDayRangeReversed(filter),
  });
}

export type StatementEntry = ApiData<typeof routes.statement>['docs'][number];
