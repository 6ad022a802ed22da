// Test data for the operator console's pages (test files only).
import {
  type AdjustmentRow,
  type AdminMemberDetail,
  type AdminMemberRow,
  type adminDepositRow,
  type adminWithdrawalRow,
  type auditRow,
  MSG,
  OPERATORS_MSG,
  type OperatorRole,
  type OperatorRow,
  type OperatorSettings,
  type Overview,
  type PayoutFreeze,
  RESERVES_MSG,
  routes,
  SETTING_DEFAULTS,
  type SettingChangeRow,
} from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { OPERATOR, operatorWithRole } from '@app/web-kit/test/operator-profile';
import { ok, on, type ReplyTo, replyWith, type StubCalls } from '@app/web-kit/test/stub-routes';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { z } from 'zod';

export type AdminDepositRow = z.infer<typeof adminDepositRow>;
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRow>;
export type AuditRow = z.infer<typeof auditRow>;

export const CREATED = new Date(2024, 4, 6, 13, 2, 3);
export const TX_HASH = `0x${'ab'.repeat(32)}`;
export const PAYOUT_HASH = `0x${'cd'.repeat(32)}`;
export const ADDRESS = `0x${'12ef'.repeat(10)}`;

export { OPERATOR } from '@app/web-kit/test/operator-profile';

/** The signed-in operator with `role` (an owner unless stubbed: stub-routes.ts). */
export function operatorProfileAs(role: OperatorRole) {
  return on(routes.operatorProfile, ok(MSG.profileLoaded, operatorWithRole(role)));
}

/**
 * Until the profile answers, a page shows no action of any role: a test that a role is *not* offered something
 * waits for the answer to be read and rendered first, or the absence would prove nothing.
 */
export async function profileShown(server: { calls: StubCalls }) {
  await waitFor(() => expect(server.calls.of(routes.operatorProfile)).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

export function signInOperator(token = 'operator-token') {
  localStorage.setItem(STORAGE_KEY.adminToken, token);
}

/** A row of the operators list: another active owner unless told otherwise. */
export function operatorRowOf(overrides: Partial<OperatorRow> = {}): OperatorRow {
  return {
    _id: '55555555-5555-4555-8555-555555555555',
    fullName: 'Dina Second',
    email: 'dina@example.com',
    status: 'active',
    createdAt: CREATED.toISOString(),
    disabledAt: null,
    role: 'owner',
    isSelf: false,
    ...overrides,
  };
}

export function depositOf(overrides: Partial<AdminDepositRow> = {}): AdminDepositRow {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    amount: 250,
    transaction_id: TX_HASH,
    status: 'pending',
    reason: null,
    createdAt: CREATED.toISOString(),
    demo: false,
    member: { _id: 'member-1', fullName: 'Ann Lee', email: 'ann@example.com' },
    creditedAmount: null,
    reviewedAt: null,
    hashCheckedOnChain: false,
    needsSecondOperator: false,
    approvedBy: null,
    approvedAt: null,
    canApprove: true,
    cannotApproveReason: null,
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
    cancelled: false,
    reason: null,
    transactionHash: null,
    demo: false,
    packageTitle: null,
    orderId: null,
    createdAt: CREATED.toISOString(),
    expiresAt: new Date(CREATED.getTime() + 10 * 60_000).toISOString(),
    member: { _id: 'member-2', fullName: 'Ben Cho', email: 'ben@example.com' },
    memberBlocked: false,
    reviewedAt: null,
    needsApproval: false,
    approvedBy: null,
    approvedAt: null,
    holdUntil: null,
    holdReason: null,
    canPay: true,
    cannotPayReason: null,
    payoutCheck: 'manual',
    payout: null,
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

/** A credit above the approval limit, waiting; requested by another operator than OPERATOR unless told otherwise. */
export function adjustmentOf(overrides: Partial<AdjustmentRow> = {}): AdjustmentRow {
  return {
    _id: '33333333-3333-4333-8333-333333333333',
    member: { _id: '77777777-7777-4777-8777-777777777777', fullName: 'Ann Lee', referId: 'ANN123' },
    wallet: 'income',
    kind: 'bonus',
    amount: 2_500,
    reason: 'Top seller of the quarter',
    status: 'pending',
    requestedBy: { _id: 'operator-2', fullName: 'Tom Second' },
    requestedAt: CREATED.toISOString(),
    reviewedBy: null,
    reviewedAt: null,
    ...overrides,
  };
}

export function adjustmentPage(
  docs: AdjustmentRow[],
  options: PageOptions = {},
): ReplyTo<typeof routes.adminAdjustments> {
  return ok(MSG.loaded, { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length, ...options });
}

/** The operator settings a new platform starts with (the server's own defaults), changed by `overrides`. */
export function settingsOf(overrides: Partial<OperatorSettings> = {}): OperatorSettings {
  return { ...SETTING_DEFAULTS, ...overrides };
}

/** A change to a guarded setting waiting for a second owner: raising the approval limit, asked by another owner. */
export function settingChangeOf(overrides: Partial<SettingChangeRow> = {}): SettingChangeRow {
  return {
    _id: '44444444-4444-4444-8444-444444444444',
    subject: 'settings',
    targetId: null,
    patch: { payoutApprovalAbove: 5_000 },
    before: { payoutApprovalAbove: SETTING_DEFAULTS.payoutApprovalAbove },
    status: 'pending',
    requestedBy: { _id: 'operator-2', fullName: 'Tom Second' },
    requestedAt: CREATED.toISOString(),
    expiresAt: new Date(CREATED.getTime() + 7 * 86_400_000).toISOString(),
    reviewedBy: null,
    reviewedAt: null,
    reason: null,
    ...overrides,
  };
}

export function settingChangePage(docs: SettingChangeRow[]): ReplyTo<typeof routes.adminSettingChanges> {
  return ok(MSG.loaded, { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length });
}

/**
 * POST /adminApi/settings answering 202: `settings` as they stand (the guarded part not applied) and the change
 * kept for a second owner.
 */
export function settingsPending(
  settings: OperatorSettings,
  pendingChange: SettingChangeRow,
): ReplyTo<typeof routes.adminSettingsUpdate> {
  return replyWith(
    { success: true as const, message: OPERATORS_MSG.settingsPending, data: settings, pendingChange },
    202,
  );
}

export function overviewOf(overrides: Partial<Overview> = {}): Overview {
  return {
    members: { total: 1234, active: 567, newToday: 8, blocked: 3 },
    money: {
      depositsReceived: 50_000,
      depositWallets: 4_100.5,
      incomeWallets: 2_200.25,
      packageCapitalHeld: 30_000,
      withdrawalsPending: 1_500,
      withdrawalsPaid: 9_000,
      feesEarned: 450,
      feesByKind: { withdrawalCharges: 300, packageHandlingFees: 150 },
      incomesPaidToday: 75.5,
      incomesPaidTotal: 6_000,
    },
    queues: { pendingDeposits: 12, pendingWithdrawals: 4, pendingAdjustments: 2 },
    solvency: { holds: 41_000, owes: 37_800.75, companyFunds: 0 },
    reconciliation: { checkedAt: CREATED.toISOString(), durationMs: 1_234, problemCount: 0 },
    days: Array.from({ length: 30 }, (_, index) => ({
      day: `2024-05-${String(index + 1).padStart(2, '0')}`,
      deposits: index === 29 ? 1_000 : 0,
      withdrawals: index === 29 ? 200 : 0,
      incomes: index === 29 ? 50 : 0,
    })),
    ...overrides,
  };
}

export function memberRowOf(overrides: Partial<AdminMemberRow> = {}): AdminMemberRow {
  return {
    _id: '77777777-7777-4777-8777-777777777777',
    fullName: 'Ann Lee',
    email: 'ann@example.com',
    phone: '+15550100',
    referId: 'ANN123',
    role: 'User',
    createdAt: CREATED.toISOString(),
    blocked: false,
    closedAt: null,
    depositBalance: 120,
    incomeBalance: 45.5,
    activeOrders: 2,
    kycStatus: 'none',
    ...overrides,
  };
}

export function memberDetailOf(overrides: Partial<AdminMemberDetail> = {}): AdminMemberDetail {
  return {
    ...memberRowOf(),
    sponsor: { _id: '88888888-8888-4888-8888-888888888888', fullName: 'Sam Root', referId: 'ROOT01' },
    usdtAddress: ADDRESS,
    blockedAt: null,
    blockedReason: null,
    frozenAt: null,
    unfreezeAt: null,
    antiPhishingCodeSet: false,
    securityEvents: [],
    addressBook: { docs: [], receivers: [], onlySaved: false, onlySavedUntil: null },
    passkeys: 0,
    payoutsInFlight: 0,
    rank: 2,
    team: { a: 4, b: 9, c: 16, activeA: 3 },
    orders: [],
    deposits: [],
    withdrawals: [],
    incomes: [],
    postings: [],
    pendingAdjustments: [],
    ...overrides,
  };
}

export function memberPage(docs: AdminMemberRow[], options: PageOptions = {}): ReplyTo<typeof routes.adminMembers> {
  return ok(MSG.loaded, { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length, ...options });
}

export function auditEntryOf(overrides: Partial<AuditRow> = {}): AuditRow {
  return {
    _id: '99999999-9999-4999-8999-999999999999',
    action: 'member.adjust',
    operator: { _id: OPERATOR._id, fullName: OPERATOR.fullName, email: OPERATOR.email },
    targetType: 'member',
    targetId: '77777777-7777-4777-8777-777777777777',
    details: {
      wallet: 'income',
      amountMicros: '-12500000',
      reason: 'Duplicate credit',
      balanceBeforeMicros: '100000000',
      balanceAfterMicros: '87500000',
    },
    people: {},
    ip: '203.0.113.7',
    createdAt: CREATED.toISOString(),
    ...overrides,
  };
}

export function auditPage(docs: AuditRow[], options: PageOptions = {}): ReplyTo<typeof routes.adminAudit> {
  return ok(MSG.loaded, { docs, limit: 10, page: 1, totalPages: 1, totalDocs: docs.length, ...options });
}

/** The text of every toast on screen. */
export const toasts = () => Array.from(document.querySelectorAll('.Toastify__toast'), (toast) => toast.textContent);

export const FREEZE_REPORT_ID = '99999999-9999-4999-8999-999999999999';

/** The payout freeze of a failed reconciliation with one problem; `acknowledged` as after an operator read it. */
export function freezeOf({ acknowledged = false } = {}): PayoutFreeze {
  return {
    frozen: !acknowledged,
    reconciliation: {
      _id: FREEZE_REPORT_ID,
      checkedAt: CREATED.toISOString(),
      durationMs: 80,
      problemCount: 1,
      problems: [{ rule: 'entry-sums-to-zero', row: { id: 'entry-1', total: '1', lines: 2 } }],
      firstAcknowledgedAt: acknowledged ? CREATED.toISOString() : null,
      firstAcknowledgedBy: acknowledged ? { _id: 'operator-2', fullName: 'Tom Second' } : null,
      acknowledgedAt: acknowledged ? CREATED.toISOString() : null,
      acknowledgedBy: acknowledged ? { _id: 'operator-1', fullName: 'Ann Ops' } : null,
    },
  };
}

/** The overview's proof-of-reserves card reads the public figures: none yet, for tests about the rest of the console. */
export const NO_RESERVE_SNAPSHOT = on(routes.reserves, ok(RESERVES_MSG.loaded, { latest: null, history: [] }));

/** No company funds waiting for a second owner: the overview lists them under its solvency. */
export const NO_PENDING_FUNDS = on(routes.adminSettingChanges, settingChangePage([]));
