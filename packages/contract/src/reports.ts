import { z } from 'zod';
import { envelope } from './envelope';
import { dayField } from './fields';
import { byKind, EARNING_KINDS } from './income-kinds';
import { packageStatus } from './packages';

// The owner's reports (docs/product.md#reports): what the plan has promised and when, what each package earns, how
// members behave by the month they joined, what moved each day and who earns most. Every figure is USDT read from the
// ledger or the records its entries name; rows answer in `docs` as the other lists do, and each report has a
// text/csv twin with the same rows.

export const REPORTS_MSG = {
  loaded: 'Report loaded',
  flowsRangeInvalid: 'The range must start on or before its end and cover at most 366 days.',
} as const;

export const REPORT_NAMES = ['obligations', 'packages', 'cohorts', 'flows', 'top'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** How many platform days ahead the obligations report looks, today first. */
export const OBLIGATION_DAYS = 90;
/** The days behind the obligations report's net flow: what came in less what went out, a day on average. */
export const NET_FLOW_DAYS = 30;
/** Rows of each list of the top report. */
export const TOP_ROWS = 20;
/** The longest range of the flows report, in days. */
export const FLOWS_MAX_DAYS = 366;

/** One platform day ahead: what members are promised that day if every one claims. */
export const obligationDay = z.object({
  day: z.string(),
  /** Trading profit of active orders at each order's terms. */
  trading: z.number(),
  /** Level income that profit pays the payers' uplines by the current percents, where the upline still earns. */
  level: z.number(),
  /** Capital of orders maturing that day: withdrawable from then on. */
  capital: z.number(),
  total: z.number(),
  /** Every day's total so far, this one included. */
  cumulative: z.number(),
  /**
   * What the platform holds today covers after this day, with no new money: reserve − what members can withdraw
   * now − cumulative. Negative: not covered.
   */
  cover: z.number(),
  /**
   * The same if deposits keep coming as over the last NET_FLOW_DAYS days: net flow x days elapsed added, less the
   * direct income those deposits' purchases pay. A scenario beside the runway, never the runway.
   */
  coverWithDeposits: z.number(),
});
export type ObligationDay = z.infer<typeof obligationDay>;

export const obligationsReport = z.object({
  today: z.string(),
  docs: z.array(obligationDay),
  total: z.object({ trading: z.number(), level: z.number(), capital: z.number(), total: z.number() }),
  reserve: z.object({
    amount: z.number(),
    mode: z.enum(['manual', 'chain']),
    /** The address read or the source the operator declared. */
    source: z.string(),
    /** When it was read; a chain read that failed falls back to the latest snapshot's figure. */
    asOf: z.string().nullable(),
  }),
  /**
   * What members could ask for now: both wallets, pending withdrawals and the capital of matured orders not yet
   * withdrawn.
   */
  balances: z.number(),
  /** Deposits credited less withdrawals paid, a day, over the last NET_FLOW_DAYS platform days. */
  netFlowPerDay: z.number(),
  /** Direct income a day that the deposits scenario's purchases would pay (the direct percent of net flow). */
  directPerDay: z.number(),
  /** The first day what the platform holds today no longer covers what is owed; null while covered throughout. */
  runway: z.string().nullable(),
  /** The same day in the deposits scenario (coverWithDeposits); null while covered throughout. */
  runwayWithDeposits: z.string().nullable(),
});
export type ObligationsReport = z.infer<typeof obligationsReport>;
export const obligationsResponse = envelope(obligationsReport);

export const packageReportRow = z.object({
  _id: z.string(),
  title: z.string(),
  status: packageStatus,
  /** Orders bought. */
  sold: z.number().int(),
  /** Their prices: capital taken in. */
  takenIn: z.number(),
  /** Handling fees charged on top of them. */
  fees: z.number(),
  /** Trading profit, level and direct income their orders paid, and capital withdrawn from them. */
  paidOut: z.number(),
  /** What their orders still promise: trading profit left at their terms and capital not yet withdrawn. */
  owed: z.number(),
  /** paidOut / takenIn as a percent, 0.01 precision; null when nothing was taken in. */
  payoutRatio: z.number().nullable(),
});
export type PackageReportRow = z.infer<typeof packageReportRow>;
export const packagesReportResponse = envelope(z.object({ docs: z.array(packageReportRow) }));

export const cohortRow = z.object({
  /** YYYY-MM in the platform's time zone. */
  month: z.string(),
  members: z.number().int(),
  /** Members who bought at least one package. */
  invested: z.number().int(),
  /** Members who bought again at least 1, 3 and 6 months after their first package. */
  reinvested1: z.number().int(),
  reinvested3: z.number().int(),
  reinvested6: z.number().int(),
  /** Members with a credited deposit, and with a paid withdrawal. */
  deposited: z.number().int(),
  withdrew: z.number().int(),
});
export type CohortRow = z.infer<typeof cohortRow>;
export const cohortsReportResponse = envelope(z.object({ docs: z.array(cohortRow) }));

export const flowsQuery = z.object({
  /** Platform days, both included; 30 days up to today when absent. */
  from: dayField.optional(),
  to: dayField.optional(),
});

export const flowDay = z.object({
  day: z.string(),
  deposits: z.number(),
  /** Withdrawals paid out (net of charges) that day. */
  withdrawals: z.number(),
  /** Withdrawal charges and package handling fees earned. */
  fees: z.number(),
  /** Income paid that day, one figure per kind (income-kinds.ts), the CSV's columns in the same order. */
  ...byKind(EARNING_KINDS, () => z.number()),
});
export type FlowDay = z.infer<typeof flowDay>;
export const flowsReport = z.object({
  from: z.string(),
  to: z.string(),
  docs: z.array(flowDay),
  total: flowDay.omit({ day: true }),
});
export type FlowsReport = z.infer<typeof flowsReport>;
export const flowsReportResponse = envelope(flowsReport);

export const topMember = z.object({
  _id: z.string(),
  fullName: z.string(),
  referId: z.string().nullable(),
});
export const topEarner = topMember.extend({ income: z.number() });
/** Team business: what team A+B+C hold in active orders now, and how many members the three levels have. */
export const topTeam = topMember.extend({ business: z.number(), members: z.number().int() });
export const topReport = z.object({
  /** One row per member, the list it belongs to in `list`, so the CSV twin is one table. */
  docs: z.array(
    topMember.extend({
      list: z.enum(['income', 'team']),
      rank: z.number().int(),
      amount: z.number(),
      members: z.number().int().nullable(),
    }),
  ),
  income: z.array(topEarner),
  teams: z.array(topTeam),
});
export type TopReport = z.infer<typeof topReport>;
export const topReportResponse = envelope(topReport);

/** A CSV twin's body: text/csv, its columns the fields of the JSON report's rows. */
export const reportCsvResponse = z.string();
