import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { issueOtp } from '../core/otp';
import { getSettings } from '../core/settings';
import { notifications, withdrawals } from '../db/schema';
import { percentToBasisPoints } from '../lib/basis-points';
import { checkActionCode } from '../modules/two-factor/action-code';
import { storeRequest, withdrawalOtpPurpose } from '../modules/withdrawals/request-withdrawal.service';
import { payWithdrawal, rejectWithdrawal } from '../modules/withdrawals/review-withdrawal.service';
import { holdVerified } from '../modules/withdrawals/verify-withdrawal.service';

/** The demo member's own wallet, where its withdrawals are paid. */
export const DEMO_PAYOUT_ADDRESS = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';
// The operator pays or rejects a request an hour after it may: once the member confirmed it and any hold ended.
const REVIEW_AFTER_MS = 3_600_000;

/** Paid with a made-up hash, or rejected with a kept reason (its id), which the member reads in their language. */
type Outcome = { paidIn: string } | { rejectedWith: string };

/**
 * One past withdrawal of the demo member from its Flexible wallet, paid or rejected by the operator, made as a member
 * makes one: the request, its e-mailed code (issued and checked, but not mailed: a seed has no inbox to read it from)
 * and the verify's statement that holds the amount. It is marked demo: a payout hash the seed made up is on no chain,
 * so neither the screens nor the member's notification link it to an explorer. The operator reviews it an hour after
 * the verify, or, to pay it, an hour after its new-address hold ends. Answers when that was.
 */
export async function seedDemoWithdrawal(
  at: AppContext,
  options: { demoId: string; operatorId: string; amountMicros: bigint; address?: string; outcome: Outcome },
): Promise<Date> {
  const settings = await getSettings(at.db);
  const request = await storeRequest(at, {
    userId: options.demoId,
    values: {
      kind: 'income',
      orderId: null,
      address: options.address ?? DEMO_PAYOUT_ADDRESS,
      amountMicros: options.amountMicros,
      chargeBasisPoints: percentToBasisPoints(settings.withdrawalChargePercent),
      alwaysSecond: false,
    },
  });
  await at.db.update(withdrawals).set({ demo: true }).where(eq(withdrawals.id, request.id));
  const purpose = withdrawalOtpPurpose(request.id);
  const otp = await issueOtp(at, { subject: options.demoId, purpose });
  if (!otp) throw new Error(`demo withdrawal ${request.id}: no code issued`);
  const code = await checkActionCode(at, {
    userId: options.demoId,
    purpose,
    code: otp.code,
    ip: null,
    usesAuthenticator: false,
  });
  const outcome = await holdVerified(at, { request: { ...request, demo: true }, code });
  if (!outcome.held) throw new Error(`demo withdrawal ${request.id} not held: ${outcome.why}`);
  // A rejection needs no wait for the hold: nothing is paid.
  const waitUntil = 'paidIn' in options.outcome ? outcome.newAddress?.holdUntil : undefined;
  const reviewedAt = new Date((waitUntil ?? at.clock()).getTime() + REVIEW_AFTER_MS);
  const review = { withdrawalId: request.id, actorId: options.operatorId, ip: null };
  const later: AppContext = { ...at, clock: () => reviewedAt };
  if ('paidIn' in options.outcome) {
    await payWithdrawal(later, { ...review, transactionHash: options.outcome.paidIn });
    await at.db
      .update(notifications)
      .set({ link: '/withdrawl-list' })
      .where(
        and(eq(notifications.userId, options.demoId), eq(notifications.eventKey, `withdrawal-paid:${request.id}`)),
      );
  } else {
    await rejectWithdrawal(later, { ...review, reasonId: options.outcome.rejectedWith });
  }
  return reviewedAt;
}
