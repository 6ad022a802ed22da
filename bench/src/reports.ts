import { routes } from '@app/contract';
import { fmt, log } from './log';
import { type BenchContext, type BenchModule, serverOf } from './module';

// The owner's reports on the whole platform's data, and a dry run of the plan (docs/product.md#reports). A report reads
// every member, order and posting there is, so its floor is one pass over the ledger: PostgreSQL summing every
// posting by its account's kind, with nothing else, measured before and after each report's runs. Budgets: a report
// costs at most 4 such passes, and answers within the 2 seconds its issue sets (an absolute line: the one place the
// suite reads a clock against a fixed figure, because the owner waits on it whatever the machine). The dry run of
// 10,000 members over 12 months must end within 10 minutes (full run only: quick mode runs a small one, unjudged).

const PASSES_BUDGET = 4;
const SECONDS_BUDGET = 2;
const RUNS = 3;
const DRY_RUN_SECONDS = 600;

const REPORTS = [
  { name: 'obligations', path: routes.adminReportObligations.path },
  { name: 'packages', path: routes.adminReportPackages.path },
  { name: 'cohorts', path: routes.adminReportCohorts.path },
  { name: 'flows', path: routes.adminReportFlows.path },
  { name: 'top', path: routes.adminReportTop.path },
  { name: 'obligations CSV', path: routes.adminReportObligationsCsv.path },
];

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { seconds: (performance.now() - start) / 1000, value };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function ledgerPass(ctx: BenchContext): Promise<number> {
  const { seconds } = await timed(() =>
    ctx.db.query(
      `select a.kind, sum(p.amount_micros) from postings p join accounts a on a.id = p.account_id group by a.kind`,
    ),
  );
  return seconds;
}

async function get(baseUrl: string, path: string, token: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
  return body;
}

async function measureReports(ctx: BenchContext) {
  const { baseUrl } = serverOf(ctx);
  const token = ctx.fixtures.operator.token;
  for (const report of REPORTS) {
    // Warm: the first read loads the plan and the pages, as the owner's first look of the day does.
    await get(baseUrl, report.path, token);
    const before = await ledgerPass(ctx);
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push((await timed(() => get(baseUrl, report.path, token))).seconds);
    const after = await ledgerPass(ctx);
    const seconds = median(runs);
    const floor = (before + after) / 2;
    log(`  report ${report.name}: ${seconds.toFixed(3)} s (one pass over the postings: ${floor.toFixed(3)} s)`);
    ctx.report.ratio({
      name: `report ${report.name} seconds vs one pass over the postings`,
      value: seconds,
      unit: 's',
      floor,
      budget: { atMost: PASSES_BUDGET },
    });
    ctx.report.ratio({
      name: `report ${report.name} seconds vs 2 s`,
      value: seconds,
      unit: 's',
      floor: SECONDS_BUDGET,
      budget: { atMost: 1 },
    });
  }
}

async function post(baseUrl: string, path: string, token: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data: { _id: string } };
}

async function measureDryRun(ctx: BenchContext) {
  const { baseUrl } = serverOf(ctx);
  const token = ctx.fixtures.operator.token;
  const quick = ctx.options.quick;
  const input = quick
    ? { months: 2, initialMembers: 300, joinsPerMonth: 200 }
    : { months: 12, initialMembers: 1_000, joinsPerMonth: 750 };
  const members = input.initialMembers + input.joinsPerMonth * input.months;
  const started = await post(baseUrl, routes.adminDryRunStart.path, token, {
    ...input,
    pattern: 'steady',
    minInvestment: 100,
    maxInvestment: 1_000,
    recruiterShare: 25,
    directsPerRecruiter: 4,
    reinvestRate: 30,
    withdrawRate: 20,
    seed: 1,
  });
  const id = started.data._id;
  const path = routes.adminDryRun.path.replace(':_id', id);
  const start = performance.now();
  let status = 'running';
  let lastLogged = 0;
  while (status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const run = JSON.parse(await get(baseUrl, path, token)) as {
      data: { status: string; progress: number; error: string | null };
    };
    status = run.data.status;
    if (status === 'failed') throw new Error(`the dry run failed: ${run.data.error}`);
    if (performance.now() - lastLogged > 60_000) {
      lastLogged = performance.now();
      log(`  dry run: ${run.data.progress.toFixed(0)} %`);
    }
  }
  const seconds = (performance.now() - start) / 1000;
  log(`  dry run of ${fmt.int(members)} members over ${input.months} months: ${status} in ${seconds.toFixed(1)} s`);
  if (quick) {
    ctx.report.info({ name: `dry run ${fmt.int(members)} members ${input.months} months`, value: seconds, unit: 's' });
  } else {
    ctx.report.ratio({
      name: 'dry run 10,000 members 12 months seconds vs 10 min',
      value: seconds,
      unit: 's',
      floor: DRY_RUN_SECONDS,
      budget: { atMost: 1 },
    });
  }
}

export const reportsModule: BenchModule = {
  name: 'reports',
  server: true,
  async run(ctx) {
    await measureReports(ctx);
    await measureDryRun(ctx);
  },
};
