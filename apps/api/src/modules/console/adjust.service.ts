import { randomUUID } from 'node:crypto';
import { type adjustBody, MSG } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import {
  MEMBER_WALLET,
  memberAccountId,
  memberBalances,
  PLATFORM_ACCOUNT,
  platformAccountId,
} from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { assertAmountAtMost, getSettings } from '../settings/settings.service';
import { findMemberState } from './members.repository';
import { getMemberDetail } from './members.service';

/**
 * An operator credits (amount > 0) or debits (amount < 0) one wallet of a member against the platform's
 * adjustments account: one ledger entry and its audit row in one money transaction. A debit the wallet cannot
 * cover is refused by the ledger's conditional update and writes nothing, whatever runs beside it.
 */
export async function adjustMemberWallet(
  ctx: AppContext,
  options: { userId: string; actorId: string; body: z.output<typeof adjustBody> },
) {
  const { userId, actorId, body } = options;
  // Like every single amount, at most amountMaximum either way, so no balance nears the bigint range.
  assertAmountAtMost(await getSettings(ctx.db), body.amount < 0n ? -body.amount : body.amount);
  const wallet = MEMBER_WALLET[body.wallet];
  const now = ctx.clock();
  // Each request is its own business event; a retry of the transaction after a deadlock keeps the key.
  const idempotencyKey = `adjustment:${randomUUID()}`;
  await moneyTransaction(ctx.db, async (tx) => {
    if (!(await findMemberState(tx, userId))) throw new AppError('NOT_FOUND', MSG.notFound);
    const lines = [
      { accountId: await memberAccountId(tx, { userId, wallet }), amountMicros: body.amount },
      { accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.adjustments), amountMicros: -body.amount },
    ];
    try {
      await post(tx, {
        kind: 'adjustment',
        idempotencyKey,
        lines,
        memo: { reason: body.reason, operatorId: actorId, wallet: body.wallet },
        now,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        throw new AppError('INSUFFICIENT_FUNDS', MSG.adjustmentBelowZero);
      }
      throw error;
    }
    // The wallet's row is locked by the posting until the commit, so before and after are exact.
    const after = (await memberBalances(tx, userId))[wallet];
    await writeAudit(tx, {
      actorId,
      action: 'member.adjust',
      targetType: 'member',
      targetId: userId,
      details: {
        wallet: body.wallet,
        amountMicros: body.amount.toString(),
        reason: body.reason,
        balanceBeforeMicros: (after - body.amount).toString(),
        balanceAfterMicros: after.toString(),
        entryKey: idempotencyKey,
      },
      now,
    });
  });
  return { message: MSG.adjustmentPosted, data: await getMemberDetail(ctx, userId) };
}
