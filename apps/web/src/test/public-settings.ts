import type { PublicSettings } from '@app/contract';

/** The public settings a money screen does not read (incomes, ranks, company, payout limits), for fixtures that set the rest. */
export const OTHER_PUBLIC_SETTINGS = {
  timezone: 'UTC',
  levelIncomePercents: [10, 5, 3],
  directIncomePercent: 5,
  rankTable: [{ rank: 1, teamBusiness: 0, activeDirects: 0, reward: 0 }],
  autoSettlement: false,
  newAddressHoldHours: 24,
  withdrawalDailyLimit: 10_000,
  withdrawalDailyCount: 5,
  companyName: 'Example Platform',
  companyAddress: '1 Example Road',
  companyEmail: 'support@example.test',
} satisfies Partial<PublicSettings>;
