import {
  type ActionCodeFrom,
  amountBelowMinimumMessage,
  MSG,
  OTP_TTL_SECONDS,
  type transferBody,
  type transferVerifyBody,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { runAfterResponse } from '../../core/after-response';
import { isFrozen } from '../../core/member-freeze';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import { assertNoSecurityHold } from '../../core/security-hold';
import { assertAmountAtMost, companyName, getSettings, usdtSettingToMicros } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { moneyTransaction } from '../../db/money-transaction';
import { MEMBER_WALLET, memberBalances } from '../../ledger/accounts';
import { writeMoney } from '../../ledger/money-event';
import { memberTransfer } from '../../ledger/movements';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { transferOtpMail, transferReceivedMail } from '../../lib/mail-templates';
import type { ChangedFrom } from '../address-book/address-book.service';
import { assertKycAllowsPayout } from '../kyc/kyc-gate';
import { guardTransferVerify } from '../payout-safety/payout-safety';
import { checkActionCode, sendActionCode } from '../two-factor/action-code';
import { readReceiverFacts, receiverFor, receiverVerdict } from './receiver-rule';
import { saveNewReceiver } from './saved-receivers';
import {
  deleteTransfer,
  findMemberById,
  findSentTransfer,
  insertTransfer,
  lockSender,
  markTransferDone,
  toTransferRow,
} from './transfers.repository';

// Member-to-member transfers (docs/product.md#transfers), two steps like an income withdrawal.

/** One code per transfer, so two open transfers never share a code. */
export function transferOtpPurpose(transferId: string) {
  return `transfer:${transferId}` as const;
}

async function assertTransfersEnabled(db: Queryable) {
  const settings = await getSettings(db);
  if (!settings.transfersEnabled) throw new AppError('FORBIDDEN', MSG.transfersDisabled);
  return settings;
}

/**
 * Transfers on, the sender not blocked, and their identity check approved when the operator asks for it before money
 * leaves. A block ends the member's sessions too, but the rule holds here by itself: a block freezes the member's money
 * whatever reaches this service (docs/decisions/025-automatic-payouts.md#a-block-freezes-money).
 */
async function assertSenderMayTransfer(db: Queryable, senderId: string, now: Date) {
  const settings = await assertTransfersEnabled(db);
  const sender = await findMemberById(db, senderId);
  if (sender?.blockedAt) throw senderBlocked();
  if (sender && isFrozen(sender, now)) throw senderFrozen();
  if (sender) assertNoSecurityHold(sender, settings.securityChangeHoldHours, now);
  await assertKycAllowsPayout(db, settings, senderId);
  return settings;
}

function senderBlocked() {
  return new AppError('CONFLICT', MSG.transferSenderBlocked);
}

function senderFrozen() {
  return new AppError('FROZEN', MSG.accountFrozen);
}

/** GET transferReceiver: the name shown before the member confirms; never the e-mail. */
export async function lookUpReceiver(ctx: AppContext, options: { userId: string; uid: string }) {
  await assertTransfersEnabled(ctx.db);
  await hitRateLimit({
    db: ctx.db,
    rule: RATE_RULES.transferLookupPerAccount,
    subject: options.userId,
    now: ctx.clock(),
  });
  const receiver = await receiverFor(ctx.db, { senderId: options.userId, uid: options.uid });
  return { message: MSG.transferReceiverFound, data: { uid: receiver.uid, fullName: receiver.fullName } };
}

/** POST walletTransfer: checks the rules against the income wallet, stores an unverified transfer, mails its OTP. */
export async function requestTransfer(
  ctx: AppContext,
  options: { userId: string; ip: string; body: z.output<typeof transferBody>; from: ChangedFrom },
) {
  const settings = await assertSenderMayTransfer(ctx.db, options.userId, ctx.clock());
  const { amount } = options.body;
  if (amount < usdtSettingToMicros(settings.transferMinimum)) {
    throw new AppError('VALIDATION', amountBelowMinimumMessage(settings.transferMinimum));
  }
  assertAmountAtMost(settings, amount);
  const receiver = await receiverFor(ctx.db, { senderId: options.userId, uid: options.body.receiverId });
  const facts = await readReceiverFacts(ctx.db, {
    senderId: options.userId,
    receiverId: receiver.id,
    now: ctx.clock(),
  });
  const verdict = receiverVerdict(facts, { now: ctx.clock(), holdHours: settings.newAddressHoldHours });
  if (verdict === 'new')
    return saveNewReceiver(ctx, { userId: options.userId, receiver, ip: options.ip, from: options.from });
  if (verdict !== 'go') throw verdict;
  const balances = await memberBalances(ctx.db, options.userId);
  if (balances[MEMBER_WALLET.income] < amount) throw new AppError('INSUFFICIENT_FUNDS', MSG.insufficientFunds);

  const now = ctx.clock();
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpSendPerIp, subject: options.ip, now });
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.transferRequestPerAccount, subject: options.userId, now });
  const sender = await findMemberById(ctx.db, options.userId);
  if (!sender) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  const created = await insertTransfer(ctx.db, {
    senderId: sender.id,
    receiverId: receiver.id,
    amountMicros: amount,
    createdAt: now,
    expiresAt: addSeconds(now, OTP_TTL_SECONDS),
  });
  let codeFrom: ActionCodeFrom;
  try {
    // The e-mailed OTP, or none when the member confirms with the authenticator app (two-factor on).
    codeFrom = await sendActionCode(ctx, {
      userId: sender.id,
      purpose: transferOtpPurpose(created.id),
      mail: (code) =>
        transferOtpMail({
          company: settings.companyName,
          to: sender.email,
          code,
          amountMicros: amount,
          receiverName: receiver.fullName,
          receiverUid: receiver.uid,
          locale: sender.locale,
        }),
    });
  } catch (error) {
    // Without its code the transfer could never be verified: forget it too.
    await deleteTransfer(ctx.db, created.id);
    throw error;
  }
  const message = codeFrom === 'authenticator' ? MSG.transferTotpAsked : MSG.transferOtpSent;
  return { message, data: toTransferRow(created, receiver), codeFrom };
}

/**
 * POST walletTransferVerify: the OTP, then ONE transaction that consumes it, marks the transfer done and posts its
 * entry. A wallet that can no longer cover it (another transfer or withdrawal went first) rolls all of it back,
 * code included. A transfer already done moves nothing and says so.
 */
export async function verifyTransfer(
  ctx: AppContext,
  options: {
    userId: string;
    ip: string;
    body: z.output<typeof transferVerifyBody>;
    log: FastifyBaseLogger;
    from: ChangedFrom;
  },
) {
  const { body } = options;
  const transfer = await findSentTransfer(ctx.db, { id: body._id, senderId: options.userId });
  if (!transfer) throw new AppError('NOT_FOUND', MSG.transferNotFound);
  if (transfer.status !== 'unverified') throw new AppError('CONFLICT', MSG.transferAlreadyDone);
  if (transfer.expiresAt.getTime() <= ctx.clock().getTime()) throw new AppError('OTP_INVALID', MSG.transferExpired);
  const settings = await assertSenderMayTransfer(ctx.db, options.userId, ctx.clock());
  await guardTransferVerify(ctx);
  const [sender, receiver] = await Promise.all([
    findMemberById(ctx.db, transfer.senderId),
    findMemberById(ctx.db, transfer.receiverId),
  ]);
  if (!sender) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  if (!receiver || receiver.closedAt) throw new AppError('NOT_FOUND', MSG.transferReceiverUnknown);
  if (receiver.blockedAt) throw new AppError('CONFLICT', MSG.transferReceiverBlocked);

  // The receiver removed from the book since the request, never paid: saved again, locked, and said so.
  const before = await readReceiverFacts(ctx.db, { senderId: sender.id, receiverId: receiver.id, now: ctx.clock() });
  if (receiverVerdict(before, { now: ctx.clock(), holdHours: settings.newAddressHoldHours }) === 'new') {
    await saveNewReceiver(ctx, { userId: sender.id, receiver, ip: options.ip, from: options.from });
  }
  // Outside the transaction: a wrong try must count even though nothing else is written.
  const claimCode = await checkActionCode(ctx, {
    userId: transfer.senderId,
    purpose: transferOtpPurpose(transfer.id),
    code: body.otp,
    passkey: body.passkey,
    ip: options.ip,
  });
  const now = ctx.clock();
  const done = await moneyTransaction(ctx.db, async (tx) => {
    // The sender's row first (decision 003's order), held to the commit: a block or freeze committed since the check
    // above is seen here, and one that comes later waits for this transfer, which then moved before it.
    const locked = await lockSender(tx, transfer.senderId);
    if (locked?.blockedAt) throw senderBlocked();
    if (locked && isFrozen(locked, now)) throw senderFrozen();
    if (locked) assertNoSecurityHold(locked, settings.securityChangeHoldHours, now);
    // Again under the sender's row: the switch turned on, or the receiver removed, since the request counts.
    const facts = await readReceiverFacts(tx, { senderId: transfer.senderId, receiverId: transfer.receiverId, now });
    const verdict = receiverVerdict(facts, { now, holdHours: settings.newAddressHoldHours });
    if (verdict === 'new') throw new AppError('FORBIDDEN', MSG.transferReceiverNotSaved);
    if (verdict !== 'go') throw verdict;
    await claimCode(tx);
    const marked = await markTransferDone(tx, { transferId: transfer.id, now });
    if (!marked) throw new AppError('CONFLICT', MSG.transferAlreadyDone);
    await writeMoney(tx, {
      entries: [await memberTransfer(tx, { transfer: marked, senderUid: sender.uid, receiverUid: receiver.uid, now })],
    });
    return marked;
  });
  runAfterResponse(
    async () =>
      ctx.mailer.send(
        transferReceivedMail({
          company: await companyName(ctx.db),
          to: receiver.email,
          fullName: receiver.fullName,
          amountMicros: done.amountMicros,
          senderName: sender.fullName,
          senderUid: sender.uid,
          locale: receiver.locale,
        }),
      ),
    { log: options.log, what: 'transfer notice' },
  );
  return { message: MSG.transferDone, data: toTransferRow(done, receiver) };
}
