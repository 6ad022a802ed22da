import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { WithdrawalRecord } from '../../db/schema';
import { getSettings } from '../settings/settings.service';
import { holdNewAddress, type NewAddressHold } from './cool-down';
import { assertPayoutsOpen, payoutsFrozen, payoutsFrozenForPayment } from './freeze';
import { assertWithinDailyLimits } from './velocity';

// The payout safety nets (docs/decisions/011-payout-safety.md), each called from one line of the service it guards.

/**
 * A member's withdrawal verify (income or capital), inside its money transaction before the hold: the freeze, the
 * daily limits under the member's row lock, then the new-address cool-down, whose hold it answers for the mail.
 */
export async function guardWithdrawalVerify(
  tx: Queryable,
  options: { request: WithdrawalRecord; now: Date },
): Promise<NewAddressHold | null> {
  await assertPayoutsOpen(tx);
  // Read on the transaction: on PGlite's one connection a read outside it would wait for it to end.
  const settings = await getSettings(tx);
  await assertWithinDailyLimits(tx, { ...options, settings });
  return holdNewAddress(tx, { ...options, settings });
}

/**
 * An operator's payment (`forPayment`, the check rerun first when stale) or the console's list of what may be paid:
 * whether payouts are frozen. The payment rule (withdrawals/payability.ts) refuses the freeze and the cool-down, so
 * the list offers "Pay" only where the payment would pass them.
 */
export async function guardPayout(ctx: Pick<AppContext, 'db' | 'clock'>, options: { forPayment: boolean }) {
  return options.forPayment ? payoutsFrozenForPayment(ctx) : payoutsFrozen(ctx.db);
}

/** A member's transfer verify. */
export async function guardTransferVerify(ctx: Pick<AppContext, 'db'>) {
  await assertPayoutsOpen(ctx.db);
}
