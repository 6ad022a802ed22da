import { z } from 'zod';
import { depositAddressMode } from './deposit-addresses';
import { envelope, pageOf, pageQuery } from './envelope';
import { EMAIL_PATTERN, idParam, plainText } from './fields';
import { byKind, KIND_RATE_SETTINGS } from './income-kinds';
import { maintenanceState } from './maintenance';
import { atMostDecimals } from './money-fields';

export const NETWORK_NAME = 'USDT-BEP-20';

const usdtAmount = z.number().refine(atMostDecimals(6), { message: 'must have at most 6 decimals' });
const usdt = usdtAmount.pipe(z.number().positive().max(1_000_000_000));
/** Rates are kept as basis points: a hundredth of a percent is the finest step. */
const percent = z
  .number()
  .refine(atMostDecimals(2), { message: 'must have at most 2 decimals' })
  .pipe(z.number().min(0).max(100));

/** A rank step; `amount` is the rule of its two USDT figures (stricter where an operator sends them). */
function rankStepShape(amount: z.ZodType<number, number> = z.number()) {
  return z.object({
    rank: z.number().int().min(1).max(100),
    teamBusiness: amount.pipe(z.number().min(0).max(1_000_000_000)),
    activeDirects: z.number().int().min(0).max(1_000_000),
    reward: amount.pipe(z.number().min(0).max(1_000_000_000)),
  });
}

/** What the client may know of the operator's settings (amounts in USDT, charges in percent). */
export const publicSettings = z.object({
  depositMinimum: z.number(),
  amountMaximum: z.number(),
  withdrawalMinimum: z.number(),
  withdrawalChargePercent: z.number(),
  packageWithdrawalMinimum: z.number(),
  packageWithdrawalChargePercent: z.number(),
  depositAddress: z.string(),
  network: z.string(),
  transfersEnabled: z.boolean(),
  transferMinimum: z.number(),
  kycRequiredForWithdrawal: z.boolean(),
  /** A first withdrawal to an address waits this long before it may be paid (docs/decisions/011-payout-safety.md). */
  newAddressHoldHours: z.number(),
  /** What one member may withdraw per platform day, in USDT and in requests. */
  withdrawalDailyLimit: z.number(),
  withdrawalDailyCount: z.number(),
  /** The block explorer's page of a transaction: an address with `{hash}` in it. */
  explorerTransactionUrl: z.string(),
  /** The platform day's zone: daily profit turns at midnight there. */
  timezone: z.string(),
  /** Level income to depth 1, 2 and 3 in percent of each trading profit (docs/product.md#level-income). */
  levelIncomePercents: z.array(z.number()),
  directIncomePercent: z.number(),
  /** Ranks with their thresholds and one-time reward (docs/product.md#ranks). */
  rankTable: z.array(rankStepShape()),
  autoSettlement: z.boolean(),
  /** The one company identity of the site: header, footer, contact and legal pages (docs/product.md#site). */
  companyName: z.string(),
  companyAddress: z.string(),
  /** The address is the demo's made-up one: the site adds a "demo address" mark in the reader's language. */
  companyAddressIsDemo: z.boolean().optional(),
  companyEmail: z.string(),
  companyPeople: z.array(
    z.object({
      name: z.string(),
      role: z.string(),
      roles: z.object({ es: z.string().optional(), hi: z.string().optional() }).optional(),
    }),
  ),
  /** Maintenance mode: while on, money writes are refused and the member area shows the message. */
  maintenance: maintenanceState,
});
export type PublicSettings = z.infer<typeof publicSettings>;
export const publicSettingsResponse = envelope(publicSettings);

/** Where a block explorer shows a transaction or an address: an https address with the placeholder in it. */
export const EXPLORER_PLACEHOLDER = { transaction: '{hash}', address: '{address}' } as const;

function explorerTemplate(placeholder: string) {
  return plainText(z.string().trim().max(300))
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'must be an https:// address')
    .refine((template) => template.includes(placeholder), { message: `must contain ${placeholder}` });
}

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex characters');

// Building a formatter to test a zone name is slow enough to show in every request that reads the settings.
const knownZones = new Set<string>();

function isKnownZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

/** An IANA zone name the runtime knows (the platform day is the calendar day there). */
export const timezoneField = z
  .string()
  .min(1)
  .max(64)
  .refine(isKnownZone, { message: 'must be a time zone name such as UTC or Asia/Kolkata' });

/** One step of the rank ladder: reach both thresholds and the one-time reward is paid. */
export const rankStep = rankStepShape(usdtAmount);
export type RankStep = z.infer<typeof rankStep>;

/** Ranks 1, 2, 3... in order; rank 1 is reached by the first package, so it asks for nothing. */
export const rankTable = z
  .array(rankStep)
  .min(1)
  .max(50)
  .refine((steps) => steps.every((step, index) => step.rank === index + 1), {
    message: 'ranks must be numbered 1, 2, 3... in order',
  });

/** Every operator setting, with its rule; the operator call accepts any subset. */
/** A role in Spanish or Hindi; empty leaves that language's readers the English role. */
const translatedRole = plainText(z.string().trim().max(80)).optional();

/**
 * One person who runs the platform, as the "Who runs the platform" page names them: the name as written in every
 * language, the role in English and, when the owner wrote them, in Spanish and Hindi (docs/product.md#site).
 */
const companyPerson = z.object({
  name: plainText(z.string().trim().min(1, 'must not be empty').max(80)),
  role: plainText(z.string().trim().min(1, 'must not be empty').max(80)),
  roles: z.object({ es: translatedRole, hi: translatedRole }).strict().optional(),
});
export type CompanyPerson = z.infer<typeof companyPerson>;

export const operatorSettings = z.object({
  depositMinimum: usdt,
  /** The largest single amount (a deposit, a withdrawal, a package price), so no sum can overflow. */
  amountMaximum: usdt,
  withdrawalMinimum: usdt,
  withdrawalChargePercent: percent,
  packageWithdrawalMinimum: usdt,
  packageWithdrawalChargePercent: percent,
  depositAddress: address,
  network: z.literal(NETWORK_NAME),
  depositVerificationMode: z.enum(['manual', 'chain']),
  confirmations: z.number().int().min(1).max(1000),
  /** `per-member`: each member deposits to an address of their own, credited by the chain watcher (decision 019). */
  depositAddressMode: depositAddressMode,
  /** USDT: a transfer to a member's address below it is recorded and listed for operators, not credited. */
  depositDustBelow: usdtAmount.pipe(z.number().min(0).max(1_000_000_000)),
  usdtContract: address,
  /** The platform's sending address: in `chain` mode a payout hash must be a USDT Transfer from it. */
  treasuryAddress: address,
  timezone: timezoneField,
  /** Level income to the uplines at depth 1, 2 and 3, in percent of the trading profit paid. */
  levelIncomePercents: z.tuple([percent, percent, percent]),
  /** Each kind's rate where the kind is paid at one (income-kinds.ts): directIncomePercent, of the price bought. */
  ...byKind(KIND_RATE_SETTINGS, () => percent),
  rankTable,
  /** A withdrawal above this amount (USDT) is paid only after a second operator approved it. */
  payoutApprovalAbove: usdt,
  /**
   * `automatic`: withdrawals within autoPayoutMaximum and autoPayoutDailyLimit are paid from the hot wallet whose key
   * the server holds (docs/decisions/025-automatic-payouts.md); `manual`: operators pay every one.
   */
  payoutMode: z.enum(['manual', 'automatic']),
  /** Stops automatic payouts: any money operator sets it at once; clearing it waits for a second owner. */
  autoPayoutsPaused: z.boolean(),
  /** The largest withdrawal (USDT) paid automatically; larger ones wait for operators. */
  autoPayoutMaximum: usdt,
  /** What automatic payouts may send in one platform day (USDT); past it, withdrawals wait for operators. */
  autoPayoutDailyLimit: usdt,
  /** A payout transaction not mined within this many minutes is replaced with the same nonce and a higher gas price. */
  payoutStuckMinutes: z.number().int().min(1).max(1440),
  /** BNB the hot wallet keeps for gas: below it the queue waits and an alert fires. */
  payoutGasMinimumBnb: z.number().min(0).max(1000),
  /** A support ticket waiting for the platform longer than this many hours fires an alert (docs/product.md#support). */
  supportResponseHours: z.number().int().min(1).max(720),
  /** Settles every member's daily profit without waiting for the claim. */
  autoSettlement: z.boolean(),
  /** Links from the console's hashes and addresses to a block explorer. */
  explorerTransactionUrl: explorerTemplate(EXPLORER_PLACEHOLDER.transaction),
  explorerAddressUrl: explorerTemplate(EXPLORER_PLACEHOLDER.address),
  /** Members may move income to another member's deposit wallet (walletTransfer). */
  transfersEnabled: z.boolean(),
  transferMinimum: usdt,
  /** Withdrawals and transfers wait until the member's identity check (KYC) is approved. */
  kycRequiredForWithdrawal: z.boolean(),
  /** A withdrawal to an address the member was never paid at waits this many hours before it may be paid. */
  newAddressHoldHours: z.number().int().min(0).max(720),
  /** After a change of a member's password or second factor, nothing leaves their account for this many hours. */
  securityChangeHoldHours: z.number().int().min(0).max(720),
  /**
   * Capital of an order bought within this many days after a deposit is paid only with a second operator, as a refund
   * is: deposited money cannot leave by buying a package and withdrawing its capital.
   */
  refundLikeDays: z.number().int().min(0).max(365),
  /** What one operator may move alone (credit, approve, pay) across all members in 24 hours, in USDT. */
  operatorDailyAloneLimit: usdt,
  /** Velocity limits: the most one member may withdraw per platform day, in USDT and in requests. */
  withdrawalDailyLimit: usdt,
  withdrawalDailyCount: z.number().int().min(1).max(1000),
  /** Proof of reserves: the reserve is read on chain at the deposit address, or declared here by an operator. */
  reserveMode: z.enum(['manual', 'chain']),
  manualReserve: usdtAmount.pipe(z.number().min(0).max(1_000_000_000)),
  manualReserveSource: plainText(z.string().trim().max(200)),
  /** Operators must sign in to the console with an authenticator code (two-factor). */
  operatorTwoFactorRequired: z.boolean(),
  /** Where /contactForm messages are mailed. */
  contactEmail: plainText(z.string().trim().max(254)).regex(EMAIL_PATTERN, 'must be an e-mail address'),
  /**
   * The company the public site, its legal pages and its contact details name (docs/product.md#site). An empty
   * address, e-mail or list of people is not shown: a fresh install shows no placeholder (decision 030).
   */
  companyName: plainText(z.string().trim().min(1, 'must not be empty').max(80)),
  companyAddress: plainText(z.string().trim().max(200)),
  companyEmail: plainText(z.string().trim().max(254)).refine(
    (email) => email === '' || EMAIL_PATTERN.test(email),
    'must be an e-mail address',
  ),
  companyPeople: z.array(companyPerson).max(12, 'at most 12 people'),
  /** Switched by its own call only (POST /adminApi/maintenance), never by a settings update. */
  maintenance: maintenanceState,
});
export type OperatorSettings = z.infer<typeof operatorSettings>;
export const operatorSettingsUpdate = operatorSettings.omit({ maintenance: true }).partial().strict();
export const operatorSettingsResponse = envelope(operatorSettings);

export const SETTING_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;

/** What a change waiting for a second owner changes (docs/decisions/035-dual-control.md). */
export const CHANGE_SUBJECTS = ['settings', 'package', 'operator', 'funds'] as const;
export type ChangeSubject = (typeof CHANGE_SUBJECTS)[number];

/**
 * A change kept until a second owner decides it (docs/decisions/035-dual-control.md): to settings that guard money, a
 * package's terms (`targetId` the package, a draft until its first approval), or an operator made owner (`targetId`
 * the operator; null for an invitation, whose e-mail and name are in `patch`).
 */
export const settingChangeRow = z.object({
  _id: z.string(),
  subject: z.enum(CHANGE_SUBJECTS),
  targetId: z.string().nullable(),
  /** The values asked for; `before`, the same keys as they were when asked (empty for a new package or operator). */
  patch: z.record(z.string(), z.unknown()),
  before: z.record(z.string(), z.unknown()),
  status: z.enum(SETTING_CHANGE_STATUSES),
  requestedBy: z.object({ _id: z.string(), fullName: z.string() }),
  requestedAt: z.string(),
  /** Undecided by then, it expires and nothing of it applies. */
  expiresAt: z.string(),
  reviewedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  reviewedAt: z.string().nullable(),
  /** Why it was rejected, as the second owner wrote it; null otherwise. */
  reason: z.string().nullable(),
});
export type SettingChangeRow = z.infer<typeof settingChangeRow>;

/** Every setting as it now stands; `pendingChange` when part of the change waits for a second owner (answered 202). */
export const operatorSettingsUpdateResponse = operatorSettingsResponse.extend({
  pendingChange: settingChangeRow.optional(),
});

export const settingChangeQuery = pageQuery.extend({
  status: z.enum(SETTING_CHANGE_STATUSES).default('pending'),
  /** One kind of change only; every kind when absent. */
  subject: z.enum(CHANGE_SUBJECTS).optional(),
});
export const settingChangeIdParams = z.object({ _id: idParam });

export const settingChangeListResponse = envelope(pageOf(settingChangeRow));
export const settingChangeResponse = envelope(settingChangeRow);
