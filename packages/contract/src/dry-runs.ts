import { z } from 'zod';
import { envelope } from './envelope';
import { idParam } from './fields';
import { byKind, ENGINE_INCOME_KINDS } from './income-kinds';
import { atMostDecimals } from './money-fields';
import { packageCreateBody } from './packages';
import { operatorSettings } from './settings';

// A dry run of the plan (docs/product.md#dry-run): simulated members join, deposit, buy, are paid, re-invest and
// withdraw for some months by the engine's rules, on books of their own in an embedded database, from the live
// settings and packages; nothing but the run's own row is written to the live database, and no mail leaves it.

export const DRY_RUN_MSG = {
  started: 'Dry run started',
  loaded: 'Dry run loaded',
  cancelled: 'Dry run cancelled',
  busy: 'A dry run is already running. Wait for it to finish or cancel it first.',
  notRunning: 'This dry run is not running.',
  notFound: 'No dry run has this id.',
  rangeInvalid: 'The largest investment must be at least the smallest.',
  tooManyMembers: 'A dry run simulates at most 50,000 members in all (members at the start plus joins).',
  noPackage: 'No package on sale can take an investment in this range.',
} as const;

export const DRY_RUN_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;
export type DryRunStatus = (typeof DRY_RUN_STATUSES)[number];
export const DRY_RUN_PATTERNS = ['steady', 'growth', 'decline'] as const;
export type DryRunPattern = (typeof DRY_RUN_PATTERNS)[number];
/** A simulated month is this many platform days. */
export const DRY_RUN_MONTH_DAYS = 30;
export const DRY_RUN_MAX_MEMBERS = 50_000;

const share = z
  .number()
  .refine(atMostDecimals(2), { message: 'must have at most 2 decimals' })
  .pipe(z.number().min(0).max(100));
const usdt = z
  .number()
  .refine(atMostDecimals(6), { message: 'must have at most 6 decimals' })
  .pipe(z.number().positive().max(1_000_000));

/** Plan settings changed for one run only; the live settings are the rest. */
export const dryRunSettings = operatorSettings
  .pick({
    levelIncomePercents: true,
    directIncomePercent: true,
    rankTable: true,
    withdrawalChargePercent: true,
    packageWithdrawalChargePercent: true,
  })
  .partial()
  .extend({
    /** The packages on sale in this run, instead of the live ones. */
    packages: z.array(packageCreateBody).min(1).max(30).optional(),
  })
  .strict();

export const dryRunBody = z
  .object({
    months: z.number().int().min(1).max(36),
    initialMembers: z.number().int().min(1).max(DRY_RUN_MAX_MEMBERS),
    /** Members joining in the first month; later months follow `pattern`. */
    joinsPerMonth: z.number().int().min(0).max(DRY_RUN_MAX_MEMBERS),
    /** steady: the same each month; growth: 20 % more each month; decline: 20 % fewer each month. */
    pattern: z.enum(DRY_RUN_PATTERNS),
    /** What a member invests, USDT: drawn evenly from the range, then fitted to the packages on sale. */
    minInvestment: usdt,
    maxInvestment: usdt,
    /** Percent of members who recruit, and how many each brings over the run. */
    recruiterShare: share,
    directsPerRecruiter: z.number().int().min(0).max(100),
    /** Percent of members who buy again when an order of theirs matures. */
    reinvestRate: share,
    /** Percent of members who withdraw their income wallet each month. */
    withdrawRate: share,
    seed: z.number().int().min(0).max(2_147_483_647),
    settings: dryRunSettings.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.maxInvestment < body.minInvestment) {
      ctx.addIssue({ code: 'custom', path: ['maxInvestment'], message: DRY_RUN_MSG.rangeInvalid });
    }
    if (body.initialMembers + body.joinsPerMonth * body.months > DRY_RUN_MAX_MEMBERS) {
      ctx.addIssue({ code: 'custom', path: ['joinsPerMonth'], message: DRY_RUN_MSG.tooManyMembers });
    }
  });
export type DryRunBody = z.input<typeof dryRunBody>;
export type DryRunInput = z.output<typeof dryRunBody>;

/** One simulated month, its figures at the month's end; money in USDT. */
export const dryRunMonth = z.object({
  month: z.number().int(),
  /** Members at the month's end, and those who joined in it. */
  members: z.number().int(),
  joined: z.number().int(),
  /** Capital members put into packages in the month. */
  capitalIn: z.number(),
  deposits: z.number(),
  paid: z.object(byKind(ENGINE_INCOME_KINDS, () => z.number())),
  /** Withdrawals paid out in the month (net), and the charges and handling fees the platform kept. */
  withdrawals: z.number(),
  fees: z.number(),
  /** What members are owed at the month's end: wallets, pending withdrawals and package capital held. */
  owed: z.number(),
  /** Trading profit active orders still promise at their terms. */
  obligations: z.number(),
  /** Deposits in less withdrawals paid out, since the start: the cash the platform holds from members. */
  position: z.number(),
  /** position − owed − obligations: negative when what is held no longer covers what is promised. */
  cover: z.number(),
});
export type DryRunMonth = z.infer<typeof dryRunMonth>;

export const dryRunRow = z.object({
  _id: z.string(),
  status: z.enum(DRY_RUN_STATUSES),
  /** Percent of the run's days done. */
  progress: z.number(),
  input: z.record(z.string(), z.unknown()),
  months: z.array(dryRunMonth),
  /** The first month whose position is negative; null while it never is. */
  firstNegativeMonth: z.number().int().nullable(),
  /** The first month whose cover is negative. */
  firstUncoveredMonth: z.number().int().nullable(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
});
export type DryRunRow = z.infer<typeof dryRunRow>;

export const dryRunParams = z.object({ _id: idParam });
export const dryRunStartResponse = envelope(z.object({ _id: z.string() }));
export const dryRunResponse = envelope(dryRunRow);
/** The last 20 runs, newest first, without their months. */
export const dryRunListResponse = envelope(z.object({ docs: z.array(dryRunRow.omit({ months: true })) }));
