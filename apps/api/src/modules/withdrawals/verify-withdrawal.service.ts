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
import { foldTeamCountersSoon } from '../income/team-fold';
import { mailNewAddressHold, type NewAddressHold } from '../payout-safety/cool-down';
import { guardWithdrawalVerify } from '../payout-safety/payout-safety';
import { getSettings } from '../settings/settings.service';
import { recordOrderClosed } from '../team/team-stats';
import { isTotpOn } from '../two-factor/account-code';
import { checkActionCode } from '../two-factor/action-code';
import { withdrawalOtpPurpose } from './request-withdrawal.service';
import { verifyIncomeAlone } from './verify-alone';
import {
  findRequestToVerify,
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
  const opened = await openRequest(ctx, { userId: options.userId, id: body._id, kind: 'income' });
  if (checksummedAddress(body.address) !== opened.request.address || body.amount !== opened.request.amountMicros) {
    throw new AppError('VALIDATION', MSG.withdrawalDetailsChanged);
  }
  return confirm(ctx, { ...opened, ip: options.ip, code: body.otp, log: options.log });
}

/** POST packageWithdrawalVerify: as above, and the order closes in the same transaction (no more profit). */
export async function verifyCapitalWithdrawal(
  ctx: AppContext,
  options: { userId: string; ip: string; body: z.output<typeof packageWithdrawalVerifyBody>; log: FastifyBaseLogger },
) {
  const { body } = options;
  const opened = await openRequest(ctx, { userId: options.userId, id: body._id, kind: 'capital' });
  if (checksummedAddress(body.address) !== opened.request.address) {
    throw new AppError('VALIDATION', MSG.withdrawalDetailsChanged);
  }
  return confirm(ctx, { ...opened, ip: options.ip, code: body.otp, log: options.log });
}

async function openRequest(ctx: AppContext, options: { userId: string; id: string; kind: WithdrawalRecord['kind'] }) {
  const row = await findRequestToVerify(ctx.db, { id: options.id, userId: options.userId });
  if (!row || row.withdrawal.kind !== options.kind) throw new AppError('NOT_FOUND', MSG.withdrawalNotFound);
  if (row.withdrawal.status !== 'unverified') throw new AppError('CONFLICT', MSG.withdrawalAlreadyVerified);
  if (row.withdrawal.expiresAt.getTime() <= ctx.clock().getTime()) {
    throw new AppError('OTP_INVALID', MSG.withdrawalExpired);
  }
  return {
    request: row.withdrawal,
    packageTitle: row.packageTitle,
    usesAuthenticator: isTotpOn(row.member),
    incomeWalletId: row.incomeWalletId,
  };
}

type OpenedRequest = Awaited<ReturnType<typeof openRequest>>;

async function confirm(ctx: AppContext, options: OpenedRequest & { ip: string; code: string; log: FastifyBaseLogger }) {
  const { request } = options;
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpVerifyPerIp, subject: options.ip, now: ctx.clock() });
  // Outside the transaction: a wrong try must count even though nothing else is written.
  const claimCode = await checkActionCode(ctx, {
    userId: request.userId,
    purpose: withdrawalOtpPurpose(request.id),
    code: options.code,
    usesAuthenticator: options.usesAuthenticator,
  });
  // The process's cached settings, as every request reads them: the cache is keyed on the handle, so a read on the
  // transaction missed it; and on PGlite's one connection a read outside an open transaction waits for it to end.
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  const incomeWalletId = options.incomeWalletId ?? undefined;
  // An income request confirmed by an e-mailed code stands alone; a capital one closes its order (team counters move
  // with it), and an authenticator's code is claimed in the transaction.
  const alone =
    request.kind === 'income' && claimCode.cte && incomeWalletId
      ? await verifyIncomeAlone(ctx.db, { request, settings, now, incomeWalletId, claimCode: claimCode.cte })
      : null;
  const { pending, newAddress } =
    alone ??
    (await moneyTransaction(ctx.db, async (tx) => {
      await claimCode(tx);
      const hold = await guardWithdrawalVerify(tx, { request, settings, now });
      return { pending: await holdWithdrawal(tx, { request, now, hold, incomeWalletId }), newAddress: hold };
    }));
  // A capital request closed its order: the uplines' counters were queued (docs/decisions/013-performance-budgets.md).
  if (request.kind === 'capital') void foldTeamCountersSoon(ctx);
  if (newAddress) mailNewAddressHold(ctx, { request, hold: newAddress, log: options.log });
  return {
    message: MSG.withdrawalSubmitted,
    data: toWithdrawalRow({ withdrawal: pending, packageTitle: options.packageTitle }),
  };
}

/**
 * Marks a verified request pending, with a new address's cool-down (`hold`), and holds its amount; answers the pending
 * row. `incomeWalletId` is the member's income wallet when the caller read it with the request. A capital request first closes its order, so of two open requests for one order the second finds it closed.
 * Runs in the caller's transaction.
 */
export async function holdWithdrawal(
  tx: Queryable,
  options: { request: WithdrawalRecord; now: Date; hold?: NewAddressHold | null; incomeWalletId?: string },
) {
  const { request, now } = options;
  if (request.kind === 'capital') await closeOrder(tx, { withdrawal: request, now });
  const pending = await markWithdrawalPending(tx, { withdrawalId: request.id, now, hold: options.hold });
  if (!pending) throw new AppError('CONFLICT', MSG.withdrawalAlreadyVerified);
  await postWithdrawalHold(tx, { withdrawal: pending, now, incomeWalletId: options.incomeWalletId });
  return pending;
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
