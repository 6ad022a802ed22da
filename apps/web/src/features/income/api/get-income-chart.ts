// GET /sellerApi/incomeChart (vendor: /vendorApi/incomeChart) - income per platform day and kind, 7, 30 or 90 days

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { incomeKeys } from '../../../api/income-query-keys';
import { useSession } from '../../../lib/use-session';

export type ChartRange = 7 | 30 | 90;

export async function getIncomeChart(days: ChartRange) {
  const response = await callApi(routes.incomeChart, { query: { days } });
  return response.data;
}

// Under incomeKeys.all, so a claim refreshes the chart with the lists.
export function incomeChartQuery(days: ChartRange) {
  return queryOptions({ queryKey: [...incomeKeys.all, 'chart', days], queryFn: () => getIncomeChart(days) });
}

export function useIncomeChart(days: ChartRange) {
  const { isSignedIn } = useSession();
  return useQuery({ ...incomeChartQuery(days), enabled: isSignedIn, placeholderData: keepPreviousData });
}
