// GET /adminApi/reports/<name>.csv - a report's rows as a CSV file, fetched with the operator's token and saved
import type { ReportName } from '@app/contract';
import { downloadFile } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import type { FlowsRange } from './get-flows-report';

const CSV_ROUTES = {
  obligations: adminRoutes.adminReportObligationsCsv,
  packages: adminRoutes.adminReportPackagesCsv,
  cohorts: adminRoutes.adminReportCohortsCsv,
  flows: adminRoutes.adminReportFlowsCsv,
  top: adminRoutes.adminReportTopCsv,
} satisfies Record<ReportName, unknown>;

export interface ReportCsv {
  report: ReportName;
  /** The flows' range, as the report on screen was asked for. */
  range?: FlowsRange;
}

export function downloadReportCsv({ report, range }: ReportCsv): Promise<string> {
  return downloadFile(CSV_ROUTES[report], {
    accept: 'text/csv',
    query: report === 'flows' ? { from: range?.from, to: range?.to } : undefined,
    fallbackName: `report-${report}.csv`,
  });
}

export function useDownloadReportCsv() {
  return useMutation({ mutationFn: downloadReportCsv });
}
