// Test data for the packages, team, profile, deposits and withdrawals pages (test files only).
import type { AdminPackageRow, Dashboard, OrderRow, PackageRow } from '@app/contract';

export function packageOf(overrides: Partial<PackageRow> = {}): PackageRow {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    title: 'Gold',
    description: '',
    status: 'active',
    price: 100,
    yield: 1.5,
    maturity: 30,
    category: 'package',
    maxPrice: null,
    handlingFee: 0,
    ...overrides,
  };
}

/** A package as the console reads it: English only unless the overrides add languages. */
export function adminPackageOf(overrides: Partial<AdminPackageRow> = {}): AdminPackageRow {
  return {
    ...packageOf(),
    translations: {},
    textsChangedAt: '2026-11-01T10:00:00.000Z',
    behind: ['es', 'hi'],
    ...overrides,
  };
}

export function orderOf(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    _id: 'order-1',
    package_id: packageOf()._id,
    title: 'Gold',
    price: 100,
    yield: 1.5,
    maturity: 30,
    totalDays: 3,
    status: 'active',
    capitalChargePercent: 10,
    handlingFee: 0,
    paidToday: false,
    lastPaidDay: null,
    createdAt: new Date(2024, 4, 6, 13, 2, 3).toISOString(),
    closedAt: null,
    ...overrides,
  };
}

export function dashboardOf(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    totalInvestmentAmount: 1500,
    totalBusinessAmount: 2500,
    totalWithdrawalAmount: 0,
    rewardIncome: 25,
    bonusIncome: 0,
    totalOrder: 3,
    activeOrder: 2,
    teamAInvestment: 1000,
    teamBInvestment: 500.5,
    teamCInvestment: 0,
    teamInvestment: 1500.5,
    teamABusiness: 1200,
    teamBBusiness: 700.5,
    teamCBusiness: 100,
    teamBusiness: 2000.5,
    teamAActive: 4,
    teamBActive: 2,
    teamCActive: 0,
    teamAInactive: 1,
    teamBInactive: 3,
    teamCInactive: 0,
    tradingIncome: 45.25,
    levelIncome: 12.5,
    directIncome: 10,
    todayIncome: 3.75,
    totalIncome: 92.75,
    flexibleWallet: {
      balance: 92.75,
      earned: 92.75,
      withdrawalsPaid: 0,
      withdrawalsPending: 0,
      transfersSent: 0,
      corrections: 0,
      capitalReturned: 0,
    },
    electronicWallet: {
      balance: 0,
      deposits: 0,
      purchases: 0,
      fees: 0,
      transfersReceived: 0,
      corrections: 0,
      refunds: 0,
    },
    capitalWithdrawals: { paid: 0, pending: 0 },
    today: '2024-05-06',
    timezone: 'UTC',
    todayTradingIncome: 1.5,
    ...overrides,
  };
}

export function pageOf<T>(docs: T[], options: { page?: number; totalPages?: number; totalDocs?: number } = {}) {
  return { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length, ...options };
}
