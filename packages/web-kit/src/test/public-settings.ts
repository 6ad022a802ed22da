import { MAINTENANCE_OFF, type PublicSettings } from '@app/contract';

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
  companyPeople: [],
  maintenance: MAINTENANCE_OFF,
} satisfies Partial<PublicSettings>;

/** A whole settings answer, for the page titles and footers of tests about something else (see stub-routes.ts). */
export const PUBLIC_SETTINGS: PublicSettings = {
  ...OTHER_PUBLIC_SETTINGS,
  depositMinimum: 30,
  amountMaximum: 1_000_000,
  withdrawalMinimum: 10,
  withdrawalChargePercent: 5,
  packageWithdrawalMinimum: 10,
  packageWithdrawalChargePercent: 10,
  depositAddress: '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c',
  network: 'USDT-BEP-20',
  transfersEnabled: true,
  transferMinimum: 1,
  kycRequiredForWithdrawal: false,
  explorerTransactionUrl: 'https://bscscan.com/tx/{hash}',
};
