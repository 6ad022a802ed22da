import { routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { call, dataOf, nextClientIp, readLatestOtp, type TestContext } from './helper';

// Steps of a transfer as the screens make them, for the transfer tests.

/** Puts `amount` USDT in a member's income wallet through an operator's adjustment (quicker than a day of profit). */
export async function creditIncome(t: TestContext, options: { memberId: string; operator: string; amount: string }) {
  const answer = await call(t, routes.adminMemberAdjust, {
    params: { _id: options.memberId },
    body: { wallet: 'income', amount: options.amount, reason: 'Transfer test income' },
    token: options.operator,
  });
  if (answer.status !== 200) throw new Error(`adjustment failed: ${answer.body.message}`);
}

/** Step 1 and the code it mailed. */
export async function requestTransfer(
  t: TestContext,
  options: { sender: { token: string; email: string }; receiverUid: string; amount: number | string },
) {
  const response = await call(t, routes.walletTransfer.member, {
    body: { receiverId: options.receiverUid, amount: options.amount },
    token: options.sender.token,
    ip: nextClientIp(),
  });
  if (response.status !== 200) throw new Error(`transfer request failed: ${response.body.message}`);
  const data = dataOf(response);
  return { id: data._id, data, otp: await readLatestOtp(t, options.sender.email) };
}

export function verifyTransfer(t: TestContext, options: { token: string; id: string; otp: string }) {
  return call(t, routes.walletTransferVerify.member, {
    body: { _id: options.id, otp: options.otp },
    token: options.token,
    ip: nextClientIp(),
  });
}

/** Both steps: a completed transfer. */
export async function completedTransfer(
  t: TestContext,
  options: { sender: { token: string; email: string }; receiverUid: string; amount: number | string },
) {
  const { id, otp } = await requestTransfer(t, options);
  const verified = await verifyTransfer(t, { token: options.sender.token, id, otp });
  if (verified.status !== 200) throw new Error(`transfer verify failed: ${verified.body.message}`);
  return id;
}

/** Starts a new rate-limit window for transfer requests, as if the hour had passed. */
export async function newTransferWindow(t: TestContext) {
  await t.ctx.db.execute(sql`delete from rate_limits where key like 'transfer-request:%' or key like 'otp-send:%'`);
}
