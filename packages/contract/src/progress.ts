import { z } from 'zod';
import { envelope } from './envelope';
import { byKind, EARNING_KINDS } from './income-kinds';

// The member's rank progress card and income chart (docs/product.md#rank-progress, #income-chart). Money in USDT.

/**
 * One threshold of the next rank: `firstPackage` for rank 1 (a package bought), then `teamCapital` (USDT the
 * team's levels A, B and C hold in active orders now) and `activeDirects` (team A members with an active order).
 */
export const rankRequirementKey = z.enum(['firstPackage', 'teamCapital', 'activeDirects']);
export type RankRequirementKey = z.infer<typeof rankRequirementKey>;
export const rankRequirement = z.object({
  key: rankRequirementKey,
  /** USDT for teamCapital, a count for the others. */
  unit: z.enum(['usdt', 'count']),
  current: z.number(),
  required: z.number(),
  met: z.boolean(),
});
export type RankRequirement = z.infer<typeof rankRequirement>;
export const rankProgress = z.object({
  /** The rank reached (0 before the first package); kept even if the team's capital falls later. */
  rank: z.number().int(),
  /** The highest rank of the operator's table. */
  topRank: z.number().int(),
  /** The next rank, or null at the top rank. */
  next: z
    .object({
      rank: z.number().int(),
      /** The one-time reward paid when it is reached, USDT (may be 0). */
      reward: z.number(),
      requirements: z.array(rankRequirement),
    })
    .nullable(),
});
export type RankProgress = z.infer<typeof rankProgress>;
export const rankProgressResponse = envelope(rankProgress);

/** The chart's ranges, in platform days, today included. */
export const INCOME_CHART_DAYS = [7, 30, 90] as const;
const DAYS_MESSAGE = 'days must be 7, 30 or 90';
export const incomeChartQuery = z.object({
  days: z.coerce
    .number({ error: DAYS_MESSAGE })
    .refine((days) => (INCOME_CHART_DAYS as readonly number[]).includes(days), { message: DAYS_MESSAGE })
    .default(30),
});
/** What a day paid of each kind (income-kinds.ts), operators' bonuses among them: income like the other kinds. */
const perKind = () => byKind(EARNING_KINDS, () => z.number());
export const incomeChartDay = z.object({
  /** The platform day, YYYY-MM-DD. */
  day: z.string(),
  ...perKind(),
});
export type IncomeChartDay = z.infer<typeof incomeChartDay>;
export const incomeChart = z.object({
  /** Every day of the range, oldest first; a day without income has zeros. */
  days: z.array(incomeChartDay),
  /** Sums of the range per kind, and of all kinds. */
  totals: z.object({ ...perKind(), all: z.number() }),
  today: z.string(),
  timezone: z.string(),
});
export type IncomeChart = z.infer<typeof incomeChart>;
export const incomeChartResponse = envelope(incomeChart);
