// GET /sellerApi/getIncomeUser, getTradingIncomeUser, getlavelincomeUser, getDireactncomeUser, getRewardincomeUser
// (vendor twins under /vendorApi) - a page of incomes with totals and the last 30 days

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData } from '@tanstack/react-query';
import { type IncomeSource, incomeKeys } from '../../../api/income-query-keys';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';

const ROUTE_OF = {
  all: routes.incomeAll,
  trading: routes.incomeTrading,
  level: routes.incomeLevel,
  direct: routes.incomeDirect,
  reward: routes.incomeReward,
} as const satisfies Record<IncomeSource, unknown>;

export function incomeListQuery(source: IncomeSource, page: number) {
  return apiQuery(incomeKeys.list(source, page), ROUTE_OF[source], { query: { page } });
}

export function useIncomeList(source: IncomeSource, page: number) {
  return useSignedInQuery({ ...incomeListQuery(source, page), placeholderData: keepPreviousData });
}
