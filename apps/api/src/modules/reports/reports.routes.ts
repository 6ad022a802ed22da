// The owner's reports (docs/product.md#reports), each as JSON and as a text/csv download of the same rows, for the
// owner and finance.
import { cohortRow, flowDay, obligationDay, packageReportRow, REPORTS_MSG, routes, topReport } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addDownloadRoute, addRoute } from '../../plugins/routes';
import { cohortsReport } from './cohorts.service';
import { flowsReport } from './flows.service';
import { obligationsReport } from './obligations.service';
import { packagesReport } from './packages.service';
import { reportCsv } from './report-csv';
import { topMembersReport } from './top.service';

export function registerReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const stamp = () => ctx.clock().toISOString().slice(0, 10);
  addRoute(app, routes.adminReportObligations, async () => ({
    message: REPORTS_MSG.loaded,
    data: await obligationsReport(ctx),
  }));
  addDownloadRoute(app, routes.adminReportObligationsCsv, async () => {
    const report = await obligationsReport(ctx);
    return { fileName: `obligations-${report.today}.csv`, body: reportCsv(obligationDay, report.docs) };
  });
  addRoute(app, routes.adminReportPackages, async () => ({
    message: REPORTS_MSG.loaded,
    data: await packagesReport(ctx),
  }));
  addDownloadRoute(app, routes.adminReportPackagesCsv, async () => ({
    fileName: `packages-${stamp()}.csv`,
    body: reportCsv(packageReportRow, (await packagesReport(ctx)).docs),
  }));
  addRoute(app, routes.adminReportCohorts, async () => ({
    message: REPORTS_MSG.loaded,
    data: await cohortsReport(ctx),
  }));
  addDownloadRoute(app, routes.adminReportCohortsCsv, async () => ({
    fileName: `cohorts-${stamp()}.csv`,
    body: reportCsv(cohortRow, (await cohortsReport(ctx)).docs),
  }));
  addRoute(app, routes.adminReportFlows, async ({ query }) => ({
    message: REPORTS_MSG.loaded,
    data: await flowsReport(ctx, query),
  }));
  addDownloadRoute(app, routes.adminReportFlowsCsv, async ({ query }) => {
    // The twin's type loses its query (the contract spreads it in only when the report has one); it is validated.
    const report = await flowsReport(ctx, query);
    return { fileName: `flows-${report.from}-${report.to}.csv`, body: reportCsv(flowDay, report.docs) };
  });
  addRoute(app, routes.adminReportTop, async () => ({
    message: REPORTS_MSG.loaded,
    data: await topMembersReport(ctx),
  }));
  addDownloadRoute(app, routes.adminReportTopCsv, async () => ({
    fileName: `top-${stamp()}.csv`,
    body: reportCsv(topReport.shape.docs.element, (await topMembersReport(ctx)).docs),
  }));
}
