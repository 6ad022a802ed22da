import { z } from 'zod';
import { addressBook } from './address-book';
import { adjustmentRow } from './adjustments';
import { depositRow } from './deposits';
import { envelope, pageOf, pageQuery } from './envelope';
import { dayField, idParam, plainText } from './fields';
import { incomeRow } from './income';
import { KYC_STATUSES, kycState } from './kyc';
import { MSG } from './messages';
import { orderRow } from './packages';
import { securityEventRow } from './security-events';
import { settingChangeRow } from './settings';
import { withdrawalRow } from './withdrawals';

// What the operator console reads and sends beyond each area's own review calls (docs/decisions/007-operator-console.md).

/** Sentences only the console and its API use: kept out of MSG, which every member page loads. */
export const CONSOLE_MSG = {
  vendorCreated:
    'Vendor account created. The vendor sets a password with Forgot password on the log-in page, or signs in by a one-time link.',
  kycApproved: 'Identity check approved. The member has been told by e-mail.',
  kycRejected: 'Identity check rejected. The member has been told the reason by e-mail.',
  kycAlreadyReviewed: 'This identity check has already been reviewed, or a newer one was sent. Reload to see it.',
  kycNoSubmission: 'This member has not sent an identity check.',
  adjustmentPending: 'Adjustment requested. It is credited once another operator approves it.',
  adjustmentApproved: 'Adjustment approved and credited.',
  adjustmentRejected: 'Adjustment rejected: nothing was credited.',
  adjustmentOwnRequest: 'You requested this adjustment, so another operator must approve or reject it.',
  companyFundsPending:
    "Waiting for another owner: the company's funds raise what the platform holds, so they are recorded once a second owner approves them.",
  adjustmentAlreadyReviewed: 'This adjustment has already been approved or rejected. Reload to see it.',
} as const;

export const memberIdParams = z.object({ _id: idParam });

export const adminMemberQuery = pageQuery.extend({
  /** Part of a name, e-mail, phone or UID (referral code), any case. */
  search: plainText(z.string().trim().max(100)).optional(),
  /** Only members whose identity check (their newest submission) waits for review, oldest submission first. */
  kyc: z.enum(['pending']).optional(),
});

export const adminMemberRow = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The member's UID (referral code); vendors have none. */
  referId: z.string().nullable(),
  role: z.enum(['User', 'Vendor']),
  createdAt: z.string(),
  blocked: z.boolean(),
  /** When the member closed the account (its personal fields erased: docs/product.md#closing-an-account); else null. */
  closedAt: z.string().nullable(),
  /** Electronic Wallet (deposit wallet) and Flexible wallet (income wallet), USDT. */
  depositBalance: z.number(),
  incomeBalance: z.number(),
  activeOrders: z.number().int(),
  /** The identity check: the newest submission's status, or none. */
  kycStatus: z.enum(KYC_STATUSES),
});
export type AdminMemberRow = z.infer<typeof adminMemberRow>;
export const adminMemberListResponse = envelope(pageOf(adminMemberRow));

export const ledgerPostingRow = z.object({
  entryId: z.string(),
  /** The business event, one of ENTRY_KINDS: deposit, package:purchase, package:fee, income:level, adjustment, ... */
  kind: z.string(),
  wallet: z.enum(['deposit', 'income']),
  /** Signed: credits positive, debits negative, USDT. */
  amount: z.number(),
  createdAt: z.string(),
});

export const adminMemberDetail = adminMemberRow.extend({
  sponsor: z.object({ _id: z.string(), fullName: z.string(), referId: z.string().nullable() }).nullable(),
  usdtAddress: z.string().nullable(),
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
  /** The member's own freeze while it holds (docs/decisions/040-member-freeze.md), and when a requested lift ends it. */
  frozenAt: z.string().nullable(),
  unfreezeAt: z.string().nullable(),
  /** Whether the member chose an anti-phishing code; the code itself is never shown to operators. */
  antiPhishingCodeSet: z.boolean(),
  /** The member's newest sign-ins and security changes (docs/product.md#security-activity), newest first. */
  securityEvents: z.array(securityEventRow),
  /** The member's address book and its only-saved switch (docs/product.md#address-book). */
  addressBook: addressBook,
  /** How many passkeys the member holds (docs/product.md#passkeys). */
  passkeys: z.number().int(),
  /**
   * Automatic payouts of the member's withdrawals signed or sent and not settled yet: a block does not stop them, they
   * are followed to their end (docs/decisions/025-automatic-payouts.md#a-block-freezes-money).
   */
  payoutsInFlight: z.number().int(),
  rank: z.number().int(),
  team: z.object({
    a: z.number().int(),
    b: z.number().int(),
    c: z.number().int(),
    activeA: z.number().int(),
  }),
  /** The latest of each, newest first (20 each; 50 postings). */
  orders: z.array(orderRow),
  deposits: z.array(depositRow),
  withdrawals: z.array(withdrawalRow),
  incomes: z.array(incomeRow),
  postings: z.array(ledgerPostingRow),
  /** Credits waiting for a second operator, oldest first; none touched a balance yet. */
  pendingAdjustments: z.array(adjustmentRow),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetail>;
export const adminMemberResponse = envelope(adminMemberDetail);

/** A one-time sign-in link for a member: `url` is a path on this origin, `_id` its opaque id (never a user id). */
export const signinLink = z.object({ _id: z.string(), url: z.string(), expiresAt: z.string() });
export type SigninLink = z.infer<typeof signinLink>;
export const signinLinkResponse = envelope(signinLink);

/** A member's identity check as the console reviews it; the document is fetched by its own operator call. */
export const adminKycResponse = envelope(kycState);

export {
  adjustBody,
  blockBody,
  companyFundsBody,
  kycApproveBody,
  kycRejectBody,
  signedUsdtAmountField,
  type VendorBody,
  vendorBody,
} from './console-bodies';

export const auditQuery = pageQuery
  .extend({
    action: plainText(z.string().trim().max(100)).optional(),
    /** An operator's id. */
    operator: z.string().uuid({ error: MSG.notFound }).optional(),
    /** The record's id (a member, withdrawal, deposit, package...), exactly. */
    record: plainText(z.string().trim().max(100)).optional(),
    /** Platform days (the timezone setting), both included. */
    from: dayField.optional(),
    to: dayField.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: MSG.dayRangeInvalid,
    path: ['to'],
  });
export const auditRow = z.object({
  _id: z.string(),
  action: z.string(),
  operator: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }).nullable(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** Who the details name by id (the operator who asked for a credit, the member a transfer went to), by that id. */
  people: z.record(z.string(), z.object({ fullName: z.string(), email: z.string() })),
  /** The client address the action came from; null for command-line tools and jobs. */
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export const auditListResponse = envelope(pageOf(auditRow));

const usdtFigure = z.number();
export const overview = z.object({
  members: z.object({
    total: z.number().int(),
    active: z.number().int(),
    newToday: z.number().int(),
    blocked: z.number().int(),
  }),
  /** From the ledger, USDT. */
  money: z.object({
    depositsReceived: usdtFigure,
    depositWallets: usdtFigure,
    incomeWallets: usdtFigure,
    packageCapitalHeld: usdtFigure,
    withdrawalsPending: usdtFigure,
    withdrawalsPaid: usdtFigure,
    feesEarned: usdtFigure,
    /** feesEarned by what charged them (transfers between members carry no fee). */
    feesByKind: z.object({ withdrawalCharges: usdtFigure, packageHandlingFees: usdtFigure }),
    incomesPaidToday: usdtFigure,
    incomesPaidTotal: usdtFigure,
  }),
  queues: z.object({
    pendingDeposits: z.number().int(),
    pendingWithdrawals: z.number().int(),
    /** Credits above the approval limit waiting for a second operator. */
    pendingAdjustments: z.number().int(),
  }),
  /**
   * What the platform holds (deposits received and the company's own funds, minus what was paid out) against what
   * it owes members; `companyFunds` is the part of holds the company put in.
   */
  solvency: z.object({ holds: usdtFigure, owes: usdtFigure, companyFunds: usdtFigure }),
  /** The latest scheduled reconciliation of the whole ledger (every 15 minutes); null before the first. */
  reconciliation: z
    .object({ checkedAt: z.string(), durationMs: z.number().int(), problemCount: z.number().int() })
    .nullable(),
  /** The last 30 platform days, oldest first. */
  days: z.array(z.object({ day: z.string(), deposits: usdtFigure, withdrawals: usdtFigure, incomes: usdtFigure })),
});
export type Overview = z.infer<typeof overview>;
export const overviewResponse = envelope(overview);
/** Always answered 202: the solvency as it stands, and the change waiting for a second owner. */
export const companyFundsResponse = envelope(overview.shape.solvency).extend({ pendingChange: settingChangeRow });
