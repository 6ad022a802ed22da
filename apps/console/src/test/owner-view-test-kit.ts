// Test data for the owner's view (test files only): the reports of /admin/reports and the dry runs of /admin/dry-run,
// and the CSV downloads as the server sends them.
import type {
  CohortRow,
  DryRunMonth,
  DryRunRow,
  FlowDay,
  FlowsReport,
  ObligationsReport,
  PackageReportRow,
  TopReport,
} from '@app/contract';
import { byKind, EARNING_KINDS, ENGINE_INCOME_KINDS } from '@app/contract';
import { vi } from 'vitest';

export const REPORT_TODAY = '2026-11-20';

/** Five days ahead from REPORT_TODAY, 300 USDT owed each; the reserve line stops covering on the fourth day. */
export function obligationsOf(overrides: Partial<ObligationsReport> = {}): ObligationsReport {
  const reserve = 1_000;
  const balances = 200;
  const netFlowPerDay = 50;
  const directPerDay = 2.5;
  const docs = [20, 21, 22, 23, 24].map((date, index) => {
    const cumulative = 300 * (index + 1);
    return {
      day: `2026-11-${date}`,
      trading: 250,
      level: 25,
      capital: 25,
      total: 300,
      cumulative,
      cover: reserve - balances - cumulative,
      coverWithDeposits: reserve - balances - cumulative + (netFlowPerDay - directPerDay) * (index + 1),
    };
  });
  return {
    today: REPORT_TODAY,
    docs,
    total: { trading: 1_250, level: 125, capital: 125, total: 1_500 },
    reserve: { amount: reserve, mode: 'manual', source: 'Cold wallet', asOf: '2026-11-20T09:00:00.000Z' },
    balances,
    netFlowPerDay,
    directPerDay,
    runway: '2026-11-22',
    runwayWithDeposits: '2026-11-23',
    ...overrides,
  };
}

export const PACKAGE_ROWS: PackageReportRow[] = [
  {
    _id: 'package-1',
    title: 'Starter',
    status: 'active',
    sold: 12,
    takenIn: 1_200,
    fees: 24,
    paidOut: 300.5,
    owed: 1_500,
    payoutRatio: 25.04,
  },
  {
    _id: 'package-2',
    title: 'Legacy',
    status: 'inactive',
    sold: 0,
    takenIn: 0,
    fees: 0,
    paidOut: 0,
    owed: 0,
    payoutRatio: null,
  },
];

export const COHORT_ROWS: CohortRow[] = [
  {
    month: '2026-05',
    members: 120,
    invested: 90,
    reinvested1: 30,
    reinvested3: 12,
    reinvested6: 0,
    deposited: 100,
    withdrew: 40,
  },
];

function flowDayOf(day: string, overrides: Partial<FlowDay> = {}): FlowDay {
  return {
    day,
    deposits: 0,
    withdrawals: 0,
    fees: 0,
    ...byKind(EARNING_KINDS, () => 0),
    ...overrides,
  };
}

/** Three days: deposits on the first, a withdrawal and income on the second, nothing on the third. */
export function flowsOf(from = '2026-11-18', to = REPORT_TODAY): FlowsReport {
  const docs = [
    flowDayOf(from, { deposits: 500, fees: 10 }),
    flowDayOf('2026-11-19', { withdrawals: 120, fees: 6, trading: 40, level: 4, direct: 25, reward: 0, bonus: 5 }),
    flowDayOf(to),
  ];
  const { day: _day, ...total } = flowDayOf('', {
    deposits: 500,
    withdrawals: 120,
    fees: 16,
    trading: 40,
    level: 4,
    direct: 25,
    bonus: 5,
  });
  return { from, to, docs, total };
}

export const TOP: TopReport = {
  docs: [
    { _id: 'member-1', fullName: 'Ann Lee', referId: 'ANN123', list: 'income', rank: 1, amount: 5_000, members: null },
    { _id: 'member-2', fullName: 'Ben Cho', referId: null, list: 'team', rank: 1, amount: 20_000, members: 45 },
  ],
  income: [{ _id: 'member-1', fullName: 'Ann Lee', referId: 'ANN123', income: 5_000 }],
  teams: [{ _id: 'member-2', fullName: 'Ben Cho', referId: null, business: 20_000, members: 45 }],
};

export const DRY_RUN_ID = '61616161-6161-4161-8161-616161616161';
export const OTHER_RUN_ID = '62626262-6262-4262-8262-626262626262';

/** The form's defaults as the body it sends. */
export const DEFAULT_RUN_INPUT = {
  months: 12,
  initialMembers: 1_000,
  joinsPerMonth: 750,
  pattern: 'steady',
  minInvestment: 100,
  maxInvestment: 1_000,
  recruiterShare: 25,
  directsPerRecruiter: 3,
  reinvestRate: 30,
  withdrawRate: 20,
  seed: 1,
} as const;

/** Month `month` of a run: the position falls by 1,000 USDT a month from 1,500, what is promised stays 2,000. */
export function dryRunMonthOf(month: number): DryRunMonth {
  const position = 1_500 - 1_000 * (month - 1);
  return {
    month,
    members: 1_000 + 750 * month,
    joined: 750,
    capitalIn: 300_000,
    deposits: 310_000,
    paid: { ...byKind(ENGINE_INCOME_KINDS, () => 0), trading: 9_000, level: 900, direct: 1_500 },
    withdrawals: 2_000,
    fees: 150,
    owed: 1_200,
    obligations: 800,
    position,
    cover: position - 2_000,
  };
}

export function dryRunOf(overrides: Partial<DryRunRow> = {}): DryRunRow {
  const months = [1, 2, 3].map(dryRunMonthOf);
  return {
    _id: DRY_RUN_ID,
    status: 'done',
    progress: 100,
    input: { ...DEFAULT_RUN_INPUT, months: 3 },
    months,
    firstNegativeMonth: 2,
    firstUncoveredMonth: 1,
    error: null,
    startedAt: '2026-11-20T08:00:00.000Z',
    finishedAt: '2026-11-20T08:01:30.000Z',
    durationMs: 90_000,
    ...overrides,
  };
}

/** A run as the list has it: without its months. */
export function listedRun(run: DryRunRow): Omit<DryRunRow, 'months'> {
  const { months: _months, ...row } = run;
  return row;
}

/** A report's CSV as the server sends it (the route stubs answer JSON only), and the requests for it. */
export function serveCsv() {
  const jsonStubs = globalThis.fetch;
  const requests: { path: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    if (!url.pathname.endsWith('.csv')) return jsonStubs(input, init);
    requests.push({ path: url.pathname + url.search, headers: { ...(init.headers as Record<string, string>) } });
    return new Response('day,total\r\n', {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${url.pathname.split('/').at(-1)}"`,
      },
    });
  });
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:report');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
  return { requests, clicks };
}
