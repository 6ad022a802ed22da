// GET /adminApi/reports/flows?from=&to= - deposits, withdrawals, fees and income by kind per platform day

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_REPORTS_KEY } from '../../../kit/api/query-keys';

/** Platform days (YYYY-MM-DD), both included; absent, the server's 30 days up to today. */
export interface FlowsRange {
  from?: string;
  to?: string;
}

export function flowsReportQuery({ from, to }: FlowsRange) {
  return apiQuery([...ADMIN_REPORTS_KEY, 'flows', from, to], adminRoutes.adminReportFlows, { query: { from, to } });
}

// The range shown stays on screen while the next one loads, so the charts do not jump.
export function useFlowsReport(range: FlowsRange) {
  return useQuery({ ...flowsReportQuery(range), placeholderData: keepPreviousData });
}

export type FlowsReportData = ApiData<typeof adminRoutes.adminReportFlows>;
