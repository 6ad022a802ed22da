// GET /sellerApi/getIncomeUser, getTradingIncomeUser, getlavelincomeUser, getDireactncomeUser, getRewardincomeUser
// (vendor twins under /vendorApi) - a page of incomes with totals and the last 30 days

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type IncomeSource, incomeKeys } from '../../../api/income-query-keys';
import { useSession } from '../../../lib/use-session';

const ROUTE_OF = {
  all: routes.incomeAll,
  trading: routes.incomeTrading,
  level: routes.incomeLevel,
  direct: routes.incomeDirect,
  reward: routes.incomeReward,
} as const satisfies Record<IncomeSource, unknown>;

export async function getIncomeList(source: IncomeSource, page: number) {
  const response = await callApi(ROUTE_OF[source], { query: { page } });
  return response.data;
}

export function incomeListQuery(source: IncomeSource, page: number) {
  return queryOptions({ queryKey: incomeKeys.list(source, page), queryFn: () => getIncomeList(source, page) });
}

export function useIncomeList(source: IncomeSource, page: number) {
  const { isSignedIn } = useSession();
  return useQuery({ ...incomeListQuery(source, page), enabled: isSignedIn, placeholderData: keepPreviousData });
}
