import { MSG, microsToUsdt } from '@app/contract';
import type { AppContext } from '../../context';
import { afterCommit } from '../../core/after-commit';
import { getSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { platformDay } from '../../lib/platform-day';
import { foldTeamCounters } from '../team/team-fold';
import { readClaim } from './claim.repository';
import { payDueOrders } from './settlement.service';

/**
 * GET invetPamentsettelByday: today's claim for the caller, once per platform day (docs/product.md#daily-profit):
 * one read and one statement that advances the orders and pays them, through the same planner and writer as the
 * daily settlement. An order that matures closes on the team counters in the same statement.
 */
export async function claimProfit(ctx: AppContext, userId: string) {
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  const day = platformDay(now, settings.timezone);
  const read = await readClaim(ctx.db, { userId, day });
  if (read.due.length === 0) throw nothingToClaim(read.activeOrders);
  const settled = (await payDueOrders(ctx.db, { ...read, settings, day, now, skipLocked: false })).get(userId);
  if (settled?.maturedOrders) afterCommit(ctx, foldTeamCounters);
  // Paid by a claim (or the settlement) that ran between our read and our write.
  if (!settled?.paidOrders) throw nothingToClaim(read.activeOrders);
  return {
    message: MSG.profitClaimed,
    data: {
      amount: microsToUsdt(settled.amountMicros),
      paidOrders: settled.paidOrders,
      maturedOrders: settled.maturedOrders,
      day,
    },
  };
}

function nothingToClaim(activeOrders: number) {
  return new AppError('CONFLICT', activeOrders > 0 ? MSG.profitAlreadyClaimed : MSG.profitNothingDue);
}
