// GET /sellerApi/userstatement?wallet=&from=&to=&page= (vendor: /vendorApi/userstatement) - every posting of one
// wallet, newest first, with the balance after each

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type StatementWallet = 'deposit' | 'income';

export interface StatementFilter {
  wallet: StatementWallet;
  /** Platform days, YYYY-MM-DD; empty for no bound. */
  from: string;
  to: string;
  page: number;
}

export async function getStatement({ wallet, from, to, page }: StatementFilter) {
  const query = { wallet, from: from || undefined, to: to || undefined, page };
  const response = await callApi(routes.statement, { query });
  return response.data;
}

export function statementQuery(filter: StatementFilter) {
  return queryOptions({ queryKey: ['statement', filter], queryFn: () => getStatement(filter) });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useStatement(filter: StatementFilter) {
  return useQuery({ ...statementQuery(filter), placeholderData: keepPreviousData });
}

export type StatementEntry = Awaited<ReturnType<typeof getStatement>>['docs'][number];
