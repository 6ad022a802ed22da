import { MSG, microsToUsdt, WITHDRAWAL_CANCEL_PATH } from '@app/contract';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { runAfterResponse } from '../../core/after-response';
import { companyName, type getSettings } from '../../core/settings';
import { moneyTransaction } from '../../db/money-transaction';
import { type WithdrawalRecord, withdrawals } from '../../db/schema';
import { writeMoney } from '../../ledger/money-event';
import { withdrawalHold } from '../../ledger/movements';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { newAddressHoldMail } from '../../lib/mail-templates';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { findUserById } from '../users/users.repository';
import { CANCELLED_BY_MEMBER_TEXTS } from './cancel-reason.texts';

// The new-address cool-down (docs/decisions/011-payout-safety.md): a withdrawal to an address the member was never
// paid at waits `newAddressHoldHours` before an operator may pay it, and the member is mailed a link that cancels
// it meanwhile. The link's token is kept only as its hash.

type Settings = Awaited<ReturnType<typeof getSettings>>;

/** The reason a cancelled withdrawal shows; it is a rejection without a reviewer, marked `cancelled_at`. */
export const CANCELLED_BY_MEMBER = CANCELLED_BY_MEMBER_TEXTS.en;

export interface NewAddressHold {
  holdUntil: Date;
  token: string;
  cancelTokenHash: string;
}

/** Has this member been paid at this address before (any letter case)? A row when so; read with the verify's others. */
export function paidThereBeforeQuery(options: { userId: string; address: string }): SQL {
  return sql`select 1 from withdrawals
    where user_id = ${options.userId} and status = 'success' and lower(address) = lower(${options.address})
    limit 1`;
}

/**
 * Inside the verify's transaction: the hold and cancel token a new address gets, or null. The verify writes them on
 * the row with its own update; the token is kept only as its hash.
 */
export function newAddressHold(options: {
  paidThereBefore: boolean;
  settings: Settings;
  now: Date;
}): NewAddressHold | null {
  const hours = options.settings.newAddressHoldHours;
  if (hours <= 0 || options.paidThereBefore) return null;
  const token = newSessionToken();
  return { holdUntil: addSeconds(options.now, hours * 3600), token, cancelTokenHash: sha256(token) };
}

/** After the verify committed: the member learns a new address was used, with the link that cancels it. */
export function mailNewAddressHold(
  ctx: AppContext,
  options: { request: WithdrawalRecord; hold: NewAddressHold; log: FastifyBaseLogger },
) {
  const { request, hold } = options;
  runAfterResponse(
    async () => {
      const member = await findUserById(ctx.db, request.userId);
      if (!member) return;
      await ctx.mailer.send(
        newAddressHoldMail({
          company: await companyName(ctx.db),
          site: ctx.config.PUBLIC_URL,
          to: member.email,
          address: request.address,
          netMicros: request.netMicros,
          holdUntil: hold.holdUntil,
          cancelPath: `${WITHDRAWAL_CANCEL_PATH}${hold.token}`,
          refund: request.kind === 'refund',
          locale: member.locale,
        }),
      );
    },
    { log: options.log, what: 'new address notice' },
  );
}

/**
 * POST withdrawalCancel: the mailed token cancels its pending withdrawal and returns the amount to the wallet it was
 * held from (a refund's to the Electronic Wallet) through the rejection's ledger entry, once. A repeated click answers
 * the same; a reviewed one is too late.
 */
export async function cancelHeldWithdrawal(ctx: AppContext, options: { token: string }) {
  const hash = sha256(options.token);
  const now = ctx.clock();
  const cancelled = await moneyTransaction(ctx.db, async (tx) => {
    const [marked] = await tx
      .update(withdrawals)
      .set({
        status: 'reject',
        reason: CANCELLED_BY_MEMBER,
        reasonTexts: CANCELLED_BY_MEMBER_TEXTS,
        reviewedAt: now,
        cancelledAt: now,
      })
      .where(
        and(
          eq(withdrawals.cancelTokenHash, hash),
          eq(withdrawals.status, 'pending'),
          isNull(withdrawals.reviewedBy),
          // Taken by the automatic payout engine: the USDT may be on its way.
          isNull(withdrawals.payoutQueuedAt),
        ),
      )
      .returning();
    if (marked) await writeMoney(tx, { entries: [await withdrawalHold.void(tx, { withdrawal: marked, now })] });
    return marked;
  });
  if (cancelled) {
    return {
      message: cancelled.kind === 'refund' ? MSG.refundCancelled : MSG.withdrawalCancelled,
      data: cancelAnswer(cancelled),
    };
  }
  const [existing] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.cancelTokenHash, hash));
  if (!existing) throw new AppError('NOT_FOUND', MSG.withdrawalCancelInvalid);
  if (existing.cancelledAt) {
    const message = existing.kind === 'refund' ? MSG.refundCancelledAlready : MSG.withdrawalCancelledAlready;
    return { message, data: cancelAnswer(existing) };
  }
  throw new AppError('CONFLICT', MSG.withdrawalCancelTooLate);
}

function cancelAnswer(withdrawal: WithdrawalRecord) {
  return {
    address: withdrawal.address,
    requestPayment: microsToUsdt(withdrawal.amountMicros),
    status: 'reject' as const,
    cancelled: true as const,
  };
}
