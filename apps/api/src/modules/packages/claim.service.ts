import { MSG, microsToUsdt, type OperatorSettings } from '@app/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { moneyTransaction, retryingConflicts } from '../../db/money-transaction';
import { AppError } from '../../lib/app-error';
import { platformDay } from '../../lib/platform-day';
import { payIncomesAlone } from '../income/pay-income';
import { foldTeamCountersSoon } from '../income/team-fold';
import { getSettings } from '../settings/settings.service';
import { advanceReadOrdersGate, readClaim } from './claim.repository';
import { profitEvents, type SettledMember, settleMember } from './settlement.service';

/**
 * GET invetPamentsettelByday: today's claim for the caller, once per platform day (docs/product.md#daily-profit).
 * Most claims are one read and one statement that advances the orders and pays them (claimAlone); a claim that
 * matures an order (its team counters change with it) is the settlement's transaction instead. Both write the same
 * rows under the same idempotency keys.
 */
export async function claimProfit(ctx: AppContext, userId: string) {
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  const day = platformDay(now, settings.timezone);
  const read = await readClaim(ctx.db, { userId, day });
  if (read.due.length === 0) throw nothingToClaim(read.activeOrders);
  const settled =
    (await claimAlone(ctx.db, { userId, read, settings, day, now })) ??
    (await moneyTransaction(ctx.db, (tx) => settleMember(tx, { userId, day, now, settings })));
  if (settled.maturedOrders > 0) void foldTeamCountersSoon(ctx);
  // Paid by a claim (or the settlement) that ran between our read and our write.
  if (settled.paidOrders === 0) throw nothingToClaim(read.activeOrders);
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

/**
 * The claim as one statement outside any transaction, planned from the read: it advances the orders read (each only
 * if still due, on the paid day read) and writes the incomes of those it advanced. Null, having written nothing,
 * when an order would mature.
 */
async function claimAlone(
  db: Queryable,
  options: {
    userId: string;
    read: Awaited<ReturnType<typeof readClaim>>;
    settings: OperatorSettings;
    day: string;
    now: Date;
  },
): Promise<SettledMember | null> {
  const { userId, read, day } = options;
  if (read.due.some((order) => order.paidDays + 1 >= order.maturityDays)) return null;
  const advanced = read.due.map((order) => ({ ...order, paidDays: order.paidDays + 1 }));
  const events = profitEvents({ ...options, orders: advanced, uplinesOf: read.uplinesOf, earning: read.earning });
  const result = await retryingConflicts(() =>
    payIncomesAlone(db, events, {
      gate: advanceReadOrdersGate({ userId, due: read.due, day }),
      gateOf: (event) => event.orderId ?? '',
      incomeWallets: read.incomeWallets,
    }),
  );
  const amountMicros = events.reduce(
    (sum, event, index) => (event.kind === 'trading' ? sum + (result.paid[index] ?? 0n) : sum),
    0n,
  );
  return { amountMicros, paidOrders: result.gated.size, maturedOrders: 0 };
}
