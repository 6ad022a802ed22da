// GET /adminApi/reports/flows?from=&to= - deposits, withdrawals, fees and income by kind per platform day

import { callApi } from '@app/web-kit/lib/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_REPORTS_KEY } from '../../../kit/api/query-keys';

/** Platform days (YYYY-MM-DD), both included; absent, the server's 30 days up to today. */
export interface FlowsRange {
  from?: string;
  to?: string;
}

export async function getFlowsReport({ from, to }: FlowsRange) {
  const response = await callApi(adminRoutes.adminReportFlows, { query: { from, to } });
  return response.data;
}

export function flowsReportQuery(range: FlowsRange) {
  return queryOptions({
    queryKey: [...ADMIN_REPORTS_KEY, 'flows', range.from, range.to],
    queryFn: () => getFlowsReport(range),
  });
}

// The range shown stays on screen while the next one loads, so the charts do not jump.
export function useFlowsReport(range: FlowsRange) {
  return useQuery({ ...flowsReportQuery(range), placeholderData: keepPreviousData });
}

export type FlowsReportData = Awaited<ReturnType<typeof getFlowsReport>>;
