import { MSG, type packageWithdrawalVerifyBody, type withdrawalVerifyBody } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { moneyTransaction } from '../../db/money-transaction';
import type { WithdrawalRecord } from '../../db/schema';
import { postWithdrawalHold } from '../../ledger/withdrawal-ledger';
import { checksummedAddress } from '../../lib/address';
import { AppError } from '../../lib/app-error';
import { hitRateLimit, RATE_RULES } from '../../lib/rate-limit';
import { mailNewAddressHold } from '../payout-safety/cool-down';
import { guardWithdrawalVerify } from '../payout-safety/payout-safety';
import { recordOrderClosed } from '../team/team-stats';
import { checkActionCode } from '../two-factor/action-code';
import { withdrawalOtpPurpose } from './request-withdrawal.service';
import {
  findOwnWithdrawal,
  lockOrderStatus,
  markOrderWithdrawn,
  markWithdrawalPending,
  toWithdrawalRow,
} from './withdrawals.repository';

/**
 * POST WithdrawalsrequsetVerify: the OTP, then ONE transaction that consumes it, marks the request pending
 * and moves the amount from the income wallet to withdrawals payable. A wallet that cannot cover it
 * (another request verified first) rolls all of it back, code included.
 */
export async function verifyWithdrawal(
  ctx: AppContext,
  options: { userId: string; ip: string; body: z.output<typeof withdrawalVerifyBody>; log: FastifyBaseLogger },
) {
  const { body } = options;
  const request = await openRequest(ctx, { userId: options.userId, id: body._id, kind: 'income' });
  if (checksummedAddress(body.address) !== request.address || body.amount !== request.amountMicros) {
    throw new AppError('VALIDATION', MSG.withdrawalDetailsChanged);
  }
  return confirm(ctx, { request, ip: options.ip, code: body.otp, log: options.log });
}

/** POST packageWithdrawalVerify: as above, and the order closes in the same transaction (no more profit). */
export async function verifyCapitalWithdrawal(
  ctx: AppContext,
  options: { userId: string; ip: string; body: z.output<typeof packageWithdrawalVerifyBody>; log: FastifyBaseLogger },
) {
  const { body } = options;
  const request = await openRequest(ctx, { userId: options.userId, id: body._id, kind: 'capital' });
  if (checksummedAddress(body.address) !== request.address) {
    throw new AppError('VALIDATION', MSG.withdrawalDetailsChanged);
  }
  return confirm(ctx, { request, ip: options.ip, code: body.otp, log: options.log });
}

async function openRequest(ctx: AppContext, options: { userId: string; id: string; kind: WithdrawalRecord['kind'] }) {
  const row = await findOwnWithdrawal(ctx.db, { id: options.id, userId: options.userId });
  if (!row || row.withdrawal.kind !== options.kind) throw new AppError('NOT_FOUND', MSG.withdrawalNotFound);
  if (row.withdrawal.status !== 'unverified') throw new AppError('CONFLICT', MSG.withdrawalAlreadyVerified);
  if (row.withdrawal.expiresAt.getTime() <= ctx.clock().getTime()) {
    throw new AppError('OTP_INVALID', MSG.withdrawalExpired);
  }
  return row.withdrawal;
}

async function confirm(
  ctx: AppContext,
  options: { request: WithdrawalRecord; ip: string; code: string; log: FastifyBaseLogger },
) {
  const { request } = options;
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpVerifyPerIp, subject: options.ip, now: ctx.clock() });
  // Outside the transaction: a wrong try must count even though nothing else is written.
  const claimCode = await checkActionCode(ctx, {
    userId: request.userId,
    purpose: withdrawalOtpPurpose(request.id),
    code: options.code,
  });
  const now = ctx.clock();
  const newAddress = await moneyTransaction(ctx.db, async (tx) => {
    await claimCode(tx);
    const hold = await guardWithdrawalVerify(tx, { request, now });
    await holdWithdrawal(tx, { request, now });
    return hold;
  });
  if (newAddress) mailNewAddressHold(ctx, { request, hold: newAddress, log: options.log });
  const row = await findOwnWithdrawal(ctx.db, { id: request.id, userId: request.userId });
  if (!row) throw new AppError('NOT_FOUND', MSG.withdrawalNotFound);
  return { message: MSG.withdrawalSubmitted, data: toWithdrawalRow(row) };
}

/**
 * Marks a verified request pending and holds its amount; a capital request first closes its order, so of
 * two open requests for one order the second finds it closed. Runs in the caller's transaction.
 */
export async function holdWithdrawal(tx: Queryable, options: { request: WithdrawalRecord; now: Date }) {
  const { request, now } = options;
  if (request.kind === 'capital') await closeOrder(tx, { withdrawal: request, now });
  const pending = await markWithdrawalPending(tx, { withdrawalId: request.id, now });
  if (!pending) throw new AppError('CONFLICT', MSG.withdrawalAlreadyVerified);
  await postWithdrawalHold(tx, { withdrawal: pending, now });
}

/** The order stops earning; if it was its owner's last active one, the uplines' active counts drop. */
async function closeOrder(tx: Queryable, options: { withdrawal: WithdrawalRecord; now: Date }) {
  const orderId = options.withdrawal.orderId;
  if (!orderId) throw new Error(`capital withdrawal ${options.withdrawal.id} has no order`);
  const order = await lockOrderStatus(tx, orderId);
  if (!order || order.status === 'withdrawn') throw new AppError('CONFLICT', MSG.orderNotWithdrawable);
  await markOrderWithdrawn(tx, { orderId, now: options.now });
  if (order.status === 'active') await recordOrderClosed(tx, options.withdrawal.userId, order.priceMicros);
}
