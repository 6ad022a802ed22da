// Test data for the withdrawal pages (test files only).
import {
  type AddressBook,
  type MemberProfile,
  MSG,
  type PublicSettings,
  pathWith,
  ROLE,
  routes,
  type WithdrawalLimits,
  type WithdrawalRow,
} from '@app/contract';
import { OTHER_PUBLIC_SETTINGS } from '@app/web-kit/test/public-settings';
import { ok, on, type ReplyTo } from '@app/web-kit/test/stub-routes';

// A charge and a package minimum other than the defaults' 5% and 10 USDT (docs/product.md#settings) prove the pages
// read the settings.
export const SETTINGS: PublicSettings = {
  ...OTHER_PUBLIC_SETTINGS,
  depositMinimum: 25,
  amountMaximum: 1_000_000,
  withdrawalMinimum: 30,
  withdrawalChargePercent: 7,
  packageWithdrawalMinimum: 12,
  packageWithdrawalChargePercent: 10,
  depositAddress: '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c',
  network: 'USDT-BEP-20',
  transfersEnabled: true,
  transferMinimum: 1,
  kycRequiredForWithdrawal: false,
  explorerTransactionUrl: 'https://bscscan.com/tx/{hash}',
};

export const ADDRESS = `0x${'ab12'.repeat(10)}`;
export const SAVED_ADDRESS = `0x${'cd34'.repeat(10)}`;
export const CREATED = new Date(2024, 4, 6, 13, 2, 3);

export function profileOf(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    _id: 'member-1',
    fullName: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    role: ROLE.user,
    referId: 'ASHA01',
    sponsorName: null,
    selfrank: 1,
    balance: 300,
    earningbalance: 1234.5,
    totalPoints: 0,
    point: 0,
    aarohiIncome: 0,
    levelIncome: 0,
    ProfitDirect: 0,
    bonusIncome: 0,
    todayProfit: 0,
    todayProfitTrading: 0,
    todayProfitLevel: 0,
    todayProfitDirect: 0,
    todayProfitReward: 0,
    todayProfitBonus: 0,
    team_a: 0,
    team_b: 0,
    team_c: 0,
    usdtAddress: SAVED_ADDRESS,
    createdAt: CREATED.toISOString(),
    ...overrides,
  };
}

export function withdrawalOf(overrides: Partial<WithdrawalRow> = {}): WithdrawalRow {
  return {
    _id: '22222222-2222-4222-8222-222222222222',
    kind: 'income',
    address: ADDRESS,
    requestPayment: 50,
    charge: 2.5,
    chargePercent: 5,
    netAmount: 47.5,
    status: 'pending',
    cancelled: false,
    reason: null,
    transactionHash: null,
    demo: false,
    packageTitle: null,
    orderId: null,
    createdAt: CREATED.toISOString(),
    expiresAt: new Date(CREATED.getTime() + 10 * 60_000).toISOString(),
    holdUntil: null,
    holdReason: null,
    ...overrides,
  };
}

export function withdrawalPage(
  docs: WithdrawalRow[],
  options: { page?: number; totalPages?: number; totalDocs?: number } = {},
): ReplyTo<typeof routes.withdrawalList> {
  return ok(MSG.loaded, { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length, ...options });
}

// The pages list the caller's own withdrawals: the id segment is always `me`.
export const WITHDRAWAL_LIST_PATH = pathWith(routes.withdrawalList.member.path, { id: 'me' });

/** The member's address book (docs/product.md#address-book) as the withdrawal forms read it: by default empty, switch off. */
export function addressBookOf(overrides: Partial<AddressBook> = {}) {
  return on(
    routes.addresses,
    ok(MSG.addressBookLoaded, { docs: [], receivers: [], onlySaved: false, onlySavedUntil: null, ...overrides }),
  );
}

/**
 * The day's limits and what stops money leaving (docs/decisions/046-no-way-around-the-second-person.md): by default
 * nothing does.
 */
export function moneyOutOf(overrides: Partial<WithdrawalLimits> = {}) {
  return on(
    routes.withdrawalLimits,
    ok(MSG.loaded, {
      dailyLimit: 10000,
      dailyLimitLeft: 10000,
      dailyCount: 5,
      dailyCountLeft: 5,
      newAddressHoldHours: 24,
      frozen: false,
      securityHoldUntil: null,
      ...overrides,
    }),
  );
}
