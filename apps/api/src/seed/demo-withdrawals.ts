import type { AppContext } from '../context';
import { percentToBasisPoints } from '../modules/income/pay-income';
import { getSettings } from '../modules/settings/settings.service';
import { storeRequest } from '../modules/withdrawals/request-withdrawal.service';
import { payWithdrawal, rejectWithdrawal } from '../modules/withdrawals/review-withdrawal.service';
import { holdWithdrawal } from '../modules/withdrawals/verify-withdrawal.service';

const DEMO_PAYOUT_ADDRESS = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';

/**
 * Two past withdrawals of the demo member, one paid and one rejected, so the history shows both ends.
 * The e-mailed code is the one step skipped: a seed has no inbox to read it from.
 */
export async function seedDemoWithdrawals(
  at: AppContext,
  options: { demoId: string; operatorId: string; payoutTxHash: string },
) {
  const settings = await getSettings(at.db);
  const chargeBasisPoints = percentToBasisPoints(settings.withdrawalChargePercent);
  const held = async (amountMicros: bigint) => {
    const request = await storeRequest(at, {
      userId: options.demoId,
      values: { kind: 'income', orderId: null, address: DEMO_PAYOUT_ADDRESS, amountMicros, chargeBasisPoints },
    });
    await at.db.transaction((tx) => holdWithdrawal(tx, { request, now: at.clock() }));
    return request.id;
  };
  const paid = await held(40_000_000n);
  await payWithdrawal(at, { withdrawalId: paid, actorId: options.operatorId, transactionHash: options.payoutTxHash });
  const rejected = await held(35_000_000n);
  await rejectWithdrawal(at, {
    withdrawalId: rejected,
    actorId: options.operatorId,
    reason: 'The address could not receive BEP-20 USDT. Please check it and request again.',
  });
  return { paid, rejected };
}
