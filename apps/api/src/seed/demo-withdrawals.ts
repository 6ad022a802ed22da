import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { notifications, withdrawals } from '../db/schema';
import { postWithdrawalHold } from '../ledger/withdrawal-ledger';
import { percentToBasisPoints } from '../lib/basis-points';
import { getSettings } from '../modules/settings/settings.service';
import { storeRequest } from '../modules/withdrawals/request-withdrawal.service';
import { payWithdrawal, rejectWithdrawal } from '../modules/withdrawals/review-withdrawal.service';

const DEMO_PAYOUT_ADDRESS = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';
// The operator pays or rejects a request an hour after the member confirmed it.
const REVIEW_AFTER_MS = 3_600_000;

type Outcome = { paidIn: string } | { rejectedFor: string };

/**
 * One past withdrawal of the demo member from its Flexible wallet, paid or rejected by the operator.
 * The member's verify is written as its result (the request pending, its amount held), as the benchmark's generator
 * writes its rows: a seed has no inbox to read the code from, and no cool-down to wait out. It is marked demo: a payout hash
 * the seed made up is on no chain, so neither the screens nor the member's notification link it to an explorer.
 */
export async function seedDemoWithdrawal(
  at: AppContext,
  options: { demoId: string; operatorId: string; amountMicros: bigint; outcome: Outcome },
) {
  const settings = await getSettings(at.db);
  const request = await storeRequest(at, {
    userId: options.demoId,
    values: {
      kind: 'income',
      orderId: null,
      address: DEMO_PAYOUT_ADDRESS,
      amountMicros: options.amountMicros,
      chargeBasisPoints: percentToBasisPoints(settings.withdrawalChargePercent),
    },
  });
  await at.db.transaction(async (tx) => {
    const [pending] = await tx
      .update(withdrawals)
      .set({ demo: true, status: 'pending', verifiedAt: at.clock() })
      .where(eq(withdrawals.id, request.id))
      .returning();
    if (!pending) throw new Error(`demo withdrawal ${request.id} vanished`);
    await postWithdrawalHold(tx, { withdrawal: pending, now: at.clock() });
  });
  const review = { withdrawalId: request.id, actorId: options.operatorId };
  const later: AppContext = { ...at, clock: () => new Date(at.clock().getTime() + REVIEW_AFTER_MS) };
  if ('paidIn' in options.outcome) {
    await payWithdrawal(later, { ...review, transactionHash: options.outcome.paidIn });
    await at.db
      .update(notifications)
      .set({ link: '/withdrawl-list' })
      .where(
        and(eq(notifications.userId, options.demoId), eq(notifications.eventKey, `withdrawal-paid:${request.id}`)),
      );
  } else {
    await rejectWithdrawal(later, { ...review, reason: options.outcome.rejectedFor });
  }
}
