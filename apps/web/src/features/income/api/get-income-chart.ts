// GET /sellerApi/incomeChart (vendor: /vendorApi/incomeChart) - income per platform day and kind, 7, 30 or 90 days

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData } from '@tanstack/react-query';
import { incomeKeys } from '../../../api/income-query-keys';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';

export type ChartRange = 7 | 30 | 90;

// Under incomeKeys.all, so a claim refreshes the chart with the lists.
export function incomeChartQuery(days: ChartRange) {
  return apiQuery([...incomeKeys.all, 'chart', days], routes.incomeChart, { query: { days } });
}

export function useIncomeChart(days: ChartRange) {
  return useSignedInQuery({ ...incomeChartQuery(days), placeholderData: keepPreviousData });
}
