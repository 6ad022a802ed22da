// Test data for the operator console's pages (test files only).
import {
  type adminDepositRow,
  type adminWithdrawalRow,
  MSG,
  type OperatorSettings,
  ROLE,
  type routes,
} from '@app/contract';
import type { z } from 'zod';
import { STORAGE_KEY } from '../../lib/screen-constants';
import { ok, type ReplyTo } from '../../test/stub-routes';

export type AdminDepositRow = z.infer<typeof adminDepositRow>;
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRow>;

export const CREATED = new Date(2024, 4, 6, 13, 2, 3);
export const TX_HASH = `0x${'ab'.repeat(32)}`;
export const PAYOUT_HASH = `0x${'cd'.repeat(32)}`;
export const ADDRESS = `0x${'12ef'.repeat(10)}`;

export const OPERATOR = {
  _id: 'operator-1',
  fullName: 'Olga Ops',
  email: 'ops@example.com',
  role: ROLE.admin,
} as const;

export function signInOperator(token = 'operator-token') {
  localStorage.setItem(STORAGE_KEY.adminToken, token);
}

export function depositOf(overrides: Partial<AdminDepositRow> = {}): AdminDepositRow {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    amount: 250,
    transaction_id: TX_HASH,
    status: 'pending',
    reason: null,
    createdAt: CREATED.toISOString(),
    member: { _id: 'member-1', fullName: 'Ann Lee', email: 'ann@example.com' },
    creditedAmount: null,
    reviewedAt: null,
    ...overrides,
  };
}

export function withdrawalOf(overrides: Partial<AdminWithdrawalRow> = {}): AdminWithdrawalRow {
  return {
    _id: '22222222-2222-4222-8222-222222222222',
    kind: 'income',
    address: ADDRESS,
    requestPayment: 100,
    charge: 5,
    chargePercent: 5,
    netAmount: 95,
    status: 'pending',
    reason: null,
    transactionHash: null,
    packageTitle: null,
    orderId: null,
    createdAt: CREATED.toISOString(),
    expiresAt: new Date(CREATED.getTime() + 10 * 60_000).toISOString(),
    member: { _id: 'member-2', fullName: 'Ben Cho', email: 'ben@example.com' },
    reviewedAt: null,
    needsApproval: false,
    approvedBy: null,
    approvedAt: null,
    ...overrides,
  };
}

interface PageOptions {
  page?: number;
  totalPages?: number;
  totalDocs?: number;
}

export function depositPage(docs: AdminDepositRow[], options: PageOptions = {}): ReplyTo<typeof routes.adminDeposits> {
  return ok(MSG.loaded, { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length, ...options });
}

export function withdrawalPage(
  docs: AdminWithdrawalRow[],
  options: PageOptions = {},
): ReplyTo<typeof routes.adminWithdrawals> {
  return ok(MSG.loaded, { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length, ...options });
}

export function settingsOf(overrides: Partial<OperatorSettings> = {}): OperatorSettings {
  return {
    depositMinimum: 30,
    amountMaximum: 1_000_000,
    withdrawalMinimum: 30,
    withdrawalChargePercent: 5,
    packageWithdrawalMinimum: 10,
    packageWithdrawalChargePercent: 10,
    depositAddress: `0x${'5a0b'.repeat(10)}`,
    network: 'USDT-BEP-20',
    depositVerificationMode: 'manual',
    confirmations: 15,
    usdtContract: `0x${'55d3'.repeat(10)}`,
    timezone: 'UTC',
    levelIncomePercents: [10, 5, 3],
    directIncomePercent: 5,
    rankTable: [
      { rank: 1, teamBusiness: 0, activeDirects: 0, reward: 0 },
      { rank: 2, teamBusiness: 1000, activeDirects: 2, reward: 25 },
    ],
    payoutApprovalAbove: 5000,
    autoSettlement: false,
    contactEmail: 'operator@example.com',
    ...overrides,
  };
}

/** The text of every toast on screen. */
export const toasts = () => Array.from(document.querySelectorAll('.Toastify__toast'), (toast) => toast.textContent);
