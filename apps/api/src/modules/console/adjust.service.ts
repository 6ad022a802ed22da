import { randomUUID } from 'node:crypto';
import { type adjustBody, CONSOLE_MSG, MSG } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { assertAmountAtMost, getSettings, usdtSettingToMicros } from '../../core/settings';
import { moneyTransaction } from '../../db/money-transaction';
import { AppError } from '../../lib/app-error';
import { platformDay } from '../../lib/platform-day';
import { holdOperatorDay, movedAloneToMember } from '../payout-safety/operator-alone';
import { lockVerifyGate } from '../payout-safety/payout-safety';
import { findMemberState } from '../users/users.repository';
import { postAdjustment } from './adjustment-ledger';
import { insertAdjustment } from './adjustments.repository';
import { getMemberDetail } from './members.service';

/**
 * An operator credits (amount > 0) or debits (amount < 0) one wallet of a member against the platform's adjustments
 * account. A credit that takes what this operator moved alone to the member over 24 hours past payoutApprovalAbove
 * (docs/decisions/020-operator-roles.md) is stored pending and touches no balance until a second operator approves
 * it, so no single operator can create money and pay it out, at once or in pieces; below it, and every debit (it can
 * only take money back, never create any), the entry is posted at once.
 */
export async function adjustMemberWallet(
  ctx: AppContext,
  options: Actor & { userId: string; body: z.output<typeof adjustBody> },
) {
  const { userId, actorId, ip, body } = options;
  const settings = await getSettings(ctx.db);
  // Like every single amount, at most amountMaximum either way, so no balance nears the bigint range.
  assertAmountAtMost(settings, body.amount < 0n ? -body.amount : body.amount);
  const approvalAbove = usdtSettingToMicros(settings.payoutApprovalAbove);
  const now = ctx.clock();
  // Each request is its own business event; a retry of the transaction after a deadlock keeps the id.
  const id = randomUUID();
  const needsApproval = await moneyTransaction(ctx.db, async (tx) => {
    if (!(await findMemberState(tx, userId))) throw new AppError('NOT_FOUND', MSG.notFound);
    // The member's row first: two credits of one operator to one member add up one after the other.
    await lockVerifyGate(tx, userId);
    if (body.amount > 0n) await holdOperatorDay(tx, actorId);
    const moved = body.amount > 0n ? await movedAloneToMember(tx, { actorId, userId, now }) : 0n;
    const waits = body.amount > 0n && body.amount + moved > approvalAbove;
    const request = {
      id,
      userId,
      wallet: body.wallet,
      kind: body.kind,
      amountMicros: body.amount,
      reason: body.reason,
      requestedBy: actorId,
      requestedAt: now,
    };
    if (!waits) {
      const posted = {
        ...request,
        status: 'posted' as const,
        postedAt: now,
        postedDay: platformDay(now, settings.timezone),
      };
      await postAdjustment(tx, { adjustment: await insertAdjustment(tx, posted), actorId, ip, now });
      return false;
    }
    await insertAdjustment(tx, { ...request, status: 'pending' });
    await writeAudit(tx, {
      actorId,
      ip,
      action: 'member.adjustRequest',
      targetType: 'member',
      targetId: userId,
      details: {
        adjustmentId: id,
        wallet: body.wallet,
        kind: body.kind,
        amountMicros: body.amount.toString(),
        reason: body.reason,
      },
      now,
    });
    return true;
  });
  return {
    message: needsApproval ? CONSOLE_MSG.adjustmentPending : MSG.adjustmentPosted,
    data: await getMemberDetail(ctx, userId),
  };
}
