import {
  type ActionCodeFrom,
  amountBelowMinimumMessage,
  MSG,
  OTP_TTL_SECONDS,
  type packageWithdrawalBody,
  type withdrawalRequestBody,
} from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isFrozen } from '../../core/member-freeze';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import { assertNoSecurityHold } from '../../core/security-hold';
import { assertAmountAtMost, companyName, getSettings, usdtSettingToMicros } from '../../core/settings';
import type { UserRow, WithdrawalRecord } from '../../db/schema';
import { MEMBER_WALLET, memberBalances } from '../../ledger/accounts';
import { checksummedAddress } from '../../lib/address';
import { AppError } from '../../lib/app-error';
import { percentToBasisPoints, share } from '../../lib/basis-points';
import { addSeconds } from '../../lib/clock';
import { withdrawalOtpMail } from '../../lib/mail-templates';
import { readAddressFacts } from '../address-book/address-book.service';
import { addressRefusal } from '../address-book/address-rule';
import { assertKycAllowsPayout } from '../kyc/kyc-gate';
import { sendActionCode } from '../two-factor/action-code';
import { findUserById } from '../users/users.repository';
import {
  boughtWithRecentDeposit,
  deleteWithdrawal,
  findMemberOrder,
  findMemberOrderOfPackage,
  insertWithdrawal,
  toWithdrawalRow,
} from './withdrawals.repository';

/** The OTP that confirms one request: one code per request, so two open requests never share a code. */
export function withdrawalOtpPurpose(withdrawalId: string) {
  return `withdrawal:${withdrawalId}` as const;
}

/**
 * POST Withdrawalsrequset: checks the rules against the income wallet, or the deposit wallet for a refund of unspent
 * deposits (`wallet: 'electronic'`, docs/product.md#refunds: the same minimum, charge and steps, and never paid
 * without an operator's approval), stores an unverified request, mails its OTP.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  options: { userId: string; ip: string; body: z.output<typeof withdrawalRequestBody> },
) {
  const settings = await getSettings(ctx.db);
  const member = await memberWhoMayWithdraw(ctx, { userId: options.userId, settings });
  await assertKycAllowsPayout(ctx.db, settings, options.userId);
  const { amount } = options.body;
  if (amount < usdtSettingToMicros(settings.withdrawalMinimum)) {
    throw new AppError('VALIDATION', amountBelowMinimumMessage(settings.withdrawalMinimum));
  }
  assertAmountAtMost(settings, amount);
  const address = checksummedAddress(options.body.address);
  await assertAddressAllowed(ctx, { userId: options.userId, address });
  const refund = options.body.wallet === 'electronic';
  const balances = await memberBalances(ctx.db, options.userId);
  const wallet = refund ? MEMBER_WALLET.deposit : MEMBER_WALLET.income;
  if (balances[wallet] < amount) throw new AppError('INSUFFICIENT_FUNDS', MSG.insufficientFunds);
  const chargeBasisPoints = percentToBasisPoints(settings.withdrawalChargePercent);
  return startRequest(ctx, {
    member,
    ip: options.ip,
    values: {
      kind: refund ? 'refund' : 'income',
      orderId: null,
      address,
      amountMicros: amount,
      chargeBasisPoints,
      // A refund of unspent deposits always has a second operator (docs/product.md#refunds).
      alwaysSecond: refund,
    },
    packageTitle: null,
  });
}

/**
 * POST packageWithdrawal: the capital of one of the member's orders, once, with the charge the order was bought under.
 */
export async function requestCapitalWithdrawal(
  ctx: AppContext,
  options: { userId: string; ip: string; body: z.output<typeof packageWithdrawalBody> },
) {
  const settings = await getSettings(ctx.db);
  const member = await memberWhoMayWithdraw(ctx, { userId: options.userId, settings });
  await assertKycAllowsPayout(ctx.db, settings, options.userId);
  const address = checksummedAddress(options.body.address);
  await assertAddressAllowed(ctx, { userId: options.userId, address });
  // `packageId` is an order's id, or (as the contract's path names it, docs/product.md#withdrawals) a package's: the
  // member's order of that package.
  const id = options.body.packageId;
  const order =
    (await findMemberOrder(ctx.db, { orderId: id, userId: options.userId })) ??
    (await findMemberOrderOfPackage(ctx.db, { packageId: id, userId: options.userId }));
  if (!order) throw new AppError('NOT_FOUND', MSG.notFound);
  if (order.status === 'withdrawn') throw new AppError('CONFLICT', MSG.orderNotWithdrawable);
  if (order.priceMicros < usdtSettingToMicros(settings.packageWithdrawalMinimum)) {
    throw new AppError('VALIDATION', MSG.capitalBelowMinimum);
  }
  return startRequest(ctx, {
    member,
    ip: options.ip,
    values: {
      kind: 'capital',
      orderId: order.id,
      address,
      amountMicros: order.priceMicros,
      chargeBasisPoints: order.capitalChargeBasisPoints,
      alwaysSecond: await boughtWithRecentDeposit(ctx.db, {
        userId: options.userId,
        boughtAt: order.createdAt,
        days: settings.refundLikeDays,
      }),
    },
    packageTitle: order.title,
  });
}

export type RequestValues = Pick<
  WithdrawalRecord,
  'kind' | 'orderId' | 'address' | 'amountMicros' | 'chargeBasisPoints' | 'alwaysSecond'
>;

/** The member asking, unless their own freeze or a security hold holds (docs/product.md#freezing-your-account). */
async function memberWhoMayWithdraw(
  ctx: AppContext,
  options: { userId: string; settings: Awaited<ReturnType<typeof getSettings>> },
) {
  const member = await findUserById(ctx.db, options.userId);
  if (!member) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  if (isFrozen(member, ctx.clock())) throw new AppError('FROZEN', MSG.accountFrozen);
  // A password or second factor changed recently (docs/decisions/046-no-way-around-the-second-person.md).
  assertNoSecurityHold(member, options.settings.securityChangeHoldHours, ctx.clock());
  return member;
}

/** The address book's rule (docs/product.md#address-book), before the amount's: the address is refused whatever it. */
async function assertAddressAllowed(ctx: AppContext, options: { userId: string; address: string }) {
  const now = ctx.clock();
  const refusal = addressRefusal(await readAddressFacts(ctx.db, { ...options, now }), now);
  if (refusal) throw refusal;
}

async function startRequest(
  ctx: AppContext,
  options: { member: UserRow; ip: string; values: RequestValues; packageTitle: string | null },
) {
  const { member } = options;
  const userId = member.id;
  const now = ctx.clock();
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpSendPerIp, subject: options.ip, now });
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.withdrawalRequestPerAccount, subject: userId, now });
  const created = await storeRequest(ctx, { userId: userId, values: options.values });
  let codeFrom: ActionCodeFrom;
  try {
    // The e-mailed OTP, or none when the member confirms with the authenticator app (two-factor on).
    codeFrom = await sendActionCode(ctx, {
      userId: userId,
      purpose: withdrawalOtpPurpose(created.id),
      mail: async (code) =>
        withdrawalOtpMail({
          company: await companyName(ctx.db),
          to: member.email,
          code,
          netMicros: created.netMicros,
          address: created.address,
          packageTitle: options.packageTitle,
          refund: options.values.kind === 'refund',
          locale: member.locale,
        }),
    });
  } catch (error) {
    // Without its code the request could never be verified: forget it too.
    await deleteWithdrawal(ctx.db, created.id);
    throw error;
  }
  return {
    message: codeFrom === 'authenticator' ? MSG.withdrawalTotpAsked : MSG.withdrawalOtpSent,
    data: toWithdrawalRow({ withdrawal: created, packageTitle: options.packageTitle }),
    codeFrom,
  };
}

/** The unverified row with its charge and net; it holds no money until verified. */
export async function storeRequest(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  options: { userId: string; values: RequestValues },
) {
  const now = ctx.clock();
  const chargeMicros = share(options.values.amountMicros, options.values.chargeBasisPoints);
  const netMicros = options.values.amountMicros - chargeMicros;
  if (netMicros <= 0n) throw new AppError('VALIDATION', MSG.withdrawalNothingLeft);
  const created = await insertWithdrawal(ctx.db, {
    ...options.values,
    userId: options.userId,
    chargeMicros,
    netMicros,
    createdAt: now,
    expiresAt: addSeconds(now, OTP_TTL_SECONDS),
  });
  if (!created) throw new Error('withdrawal request not stored');
  return created;
}
