import { dryRunBody, dryRunListResponse, dryRunParams, dryRunResponse, dryRunStartResponse } from './dry-runs';
import { messageEnvelope } from './envelope';
import { ROLES } from './operator-roles';
import {
  cohortsReportResponse,
  flowsQuery,
  flowsReportResponse,
  obligationsResponse,
  packagesReportResponse,
  type ReportName,
  reportCsvResponse,
  topReportResponse,
} from './reports';
import { type RouteDef, route } from './route-def';

// The owner's view (docs/product.md#reports): reports for the owner and finance, each with a text/csv twin of the
// same rows, and dry runs of the plan for the owner alone.

function report<const R extends Pick<RouteDef, 'summary' | 'response' | 'query'>>(name: ReportName, def: R) {
  const json = route({
    method: 'GET',
    path: `/adminApi/reports/${name}`,
    access: 'admin',
    roles: ROLES.reports,
    ...def,
  });
  // The twin takes the report's query, when it has one, with its type.
  const { summary, response: _json, ...query } = def;
  const csv = route({
    method: 'GET',
    path: `/adminApi/reports/${name}.csv`,
    access: 'admin',
    roles: ROLES.reports,
    ...query,
    summary: `${summary}: the same rows as a text/csv download`,
    produces: 'text/csv',
    response: reportCsvResponse,
  });
  return { json, csv };
}

const obligations = report('obligations', {
  summary:
    'What active orders will pay each of the next 90 platform days if members claim (trading profit, level income, capital at maturity), against the reserve and what members can withdraw now, with the runway',
  response: obligationsResponse,
});
const packages = report('packages', {
  summary:
    'Each package: orders sold, capital taken in, handling fees, paid out so far, still owed and the payout ratio',
  response: packagesReportResponse,
});
const cohorts = report('cohorts', {
  summary:
    'Members by the month they joined: how many invested, bought again after 1, 3 and 6 months, deposited and withdrew',
  response: cohortsReportResponse,
});
const flows = report('flows', {
  summary: 'Deposits, withdrawals, fees and income by kind per platform day over a range (30 days to today by default)',
  query: flowsQuery,
  response: flowsReportResponse,
});
const top = report('top', {
  summary: 'The 20 members with the most income and the 20 largest teams by business',
  response: topReportResponse,
});

export const reportRoutes = {
  adminReportObligations: obligations.json,
  adminReportObligationsCsv: obligations.csv,
  adminReportPackages: packages.json,
  adminReportPackagesCsv: packages.csv,
  adminReportCohorts: cohorts.json,
  adminReportCohortsCsv: cohorts.csv,
  adminReportFlows: flows.json,
  adminReportFlowsCsv: flows.csv,
  adminReportTop: top.json,
  adminReportTopCsv: top.csv,
  adminDryRuns: route({
    method: 'GET',
    path: '/adminApi/dryRuns',
    access: 'admin',
    roles: ROLES.owner,
    summary: 'The last 20 dry runs, newest first, without their months',
    response: dryRunListResponse,
  }),
  adminDryRunStart: route({
    method: 'POST',
    path: '/adminApi/dryRuns',
    access: 'admin',
    roles: ROLES.owner,
    summary:
      'Starts a dry run of the plan on an embedded database of its own (one at a time); answers its id at once, the run goes on in the background',
    body: dryRunBody,
    response: dryRunStartResponse,
  }),
  adminDryRun: route({
    method: 'GET',
    path: '/adminApi/dryRuns/:_id',
    access: 'admin',
    roles: ROLES.owner,
    summary: 'One dry run: its status, progress, input and a row per month so far',
    params: dryRunParams,
    response: dryRunResponse,
  }),
  adminDryRunCancel: route({
    method: 'POST',
    path: '/adminApi/dryRuns/:_id/cancel',
    access: 'admin',
    roles: ROLES.owner,
    summary: 'Cancels a running dry run; the months it finished stay',
    params: dryRunParams,
    response: messageEnvelope,
  }),
} as const;
