import { routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  call,
  createPackage,
  dataOf,
  fundMember,
  nextClientIp,
  randomTxHash,
  readLatestOtp,
  type TestContext,
} from './helper';

// Steps of a withdrawal as the screens make them, for the withdrawal tests.

export const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
export const OTHER_ADDRESS = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';

/** The income packages made so far, per app's database (a worker runs many test files, each with its own). */
const incomePackages = new WeakMap<object, Map<number, string>>();

/**
 * Gives a member `amount` USDT of income the way production does: a deposit, a one-day package yielding
 * 100 % of its price, and the claim.
 */
export async function earnIncome(
  t: TestContext,
  options: { member: { token: string }; operator: string; amount: number },
) {
  const made = incomePackages.get(t.ctx.db) ?? new Map<number, string>();
  incomePackages.set(t.ctx.db, made);
  let packageId = made.get(options.amount);
  if (!packageId) {
    packageId = await createPackage(t, options.operator, {
      title: `Income ${options.amount} ${Math.random().toString(36).slice(2, 8)}`,
      price: options.amount,
      yield: 100,
      maturity: 1,
    });
    made.set(options.amount, packageId);
  }
  await fundMember(t, { token: options.member.token, operator: options.operator, amount: options.amount });
  const bought = await call(t, routes.purchasePackage.member, {
    body: { packageId, amount: options.amount, payment_mode_name: 'wallet' },
    token: options.member.token,
  });
  if (bought.status !== 200) throw new Error(`purchase failed: ${bought.body.message}`);
  const claimed = await call(t, routes.claimProfit.member, { token: options.member.token });
  if (claimed.status !== 200) throw new Error(`claim failed: ${claimed.body.message}`);
  return dataOf(bought)._id;
}

/** Step 1 and the code it mailed. */
export async function requestWithdrawal(
  t: TestContext,
  options: { member: { token: string; email: string }; amount: number; address?: string },
) {
  const response = await call(t, routes.withdrawalRequest.member, {
    body: { address: options.address ?? ADDRESS, amount: options.amount },
    token: options.member.token,
    ip: nextClientIp(),
  });
  if (response.status !== 200) throw new Error(`request failed: ${response.body.message}`);
  const data = dataOf(response);
  return { id: data._id, data, otp: await readLatestOtp(t, options.member.email) };
}

/** Both steps: a pending withdrawal. */
export async function pendingWithdrawal(
  t: TestContext,
  options: { member: { token: string; email: string }; amount: number },
) {
  const { id, otp } = await requestWithdrawal(t, options);
  const verified = await call(t, routes.withdrawalVerify.member, {
    body: { address: ADDRESS, amount: options.amount, otp, _id: id },
    token: options.member.token,
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.body.message}`);
  return id;
}

export async function listWithdrawals(t: TestContext, token: string, query: { status?: string } = {}) {
  return dataOf(await call(t, routes.withdrawalList.member, { params: { id: 'me' }, query, token }));
}

/** Starts a new rate-limit window for withdrawal requests, as if the hour had passed. */
export async function newRequestWindow(t: TestContext) {
  await t.ctx.db.execute(sql`delete from rate_limits where key like 'withdrawal-request:%' or key like 'otp-send:%'`);
}

/** An operator pays a pending withdrawal (with a hash) or rejects it. */
export async function reviewWithdrawal(
  t: TestContext,
  options: { operator: string; withdrawalId: string; outcome: 'pay' | 'reject' },
) {
  const params = { _id: options.withdrawalId };
  const answer =
    options.outcome === 'pay'
      ? await call(t, routes.adminWithdrawalPay, {
          params,
          body: { transactionHash: randomTxHash() },
          token: options.operator,
        })
      : await call(t, routes.adminWithdrawalReject, {
          params,
          body: { reason: 'Address on a sanctions list' },
          token: options.operator,
        });
  expect(answer.status, answer.body.message).toBe(200);
}

/** An income withdrawal made pending in a new request window, then paid or rejected if `outcome` says so. */
export async function withdrawIncome(
  t: TestContext,
  options: { member: { token: string; email: string }; operator: string; amount: number; outcome?: 'pay' | 'reject' },
) {
  await newRequestWindow(t);
  const withdrawalId = await pendingWithdrawal(t, { member: options.member, amount: options.amount });
  if (options.outcome)
    await reviewWithdrawal(t, { operator: options.operator, withdrawalId, outcome: options.outcome });
}

/** A funded purchase through the API; answers the order's id. */
export async function fundAndBuy(
  t: TestContext,
  options: { member: { token: string }; operator: string; packageId: string; price: number },
) {
  await fundMember(t, { token: options.member.token, operator: options.operator, amount: options.price });
  const bought = await call(t, routes.purchasePackage.member, {
    body: { packageId: options.packageId, amount: options.price, payment_mode_name: 'wallet' },
    token: options.member.token,
  });
  expect(bought.status, bought.body.message).toBe(200);
  return dataOf(bought)._id;
}

/** Both steps of a capital withdrawal of `orderId`, to ADDRESS. */
export async function withdrawCapital(t: TestContext, member: { token: string; email: string }, orderId: string) {
  const ip = nextClientIp();
  const requested = await call(t, routes.packageWithdrawal.member, {
    body: { address: ADDRESS, packageId: orderId },
    token: member.token,
    ip,
  });
  expect(requested.status, requested.body.message).toBe(200);
  const verified = await call(t, routes.packageWithdrawalVerify.member, {
    body: { address: ADDRESS, otp: await readLatestOtp(t, member.email), _id: dataOf(requested)._id },
    token: member.token,
    ip,
  });
  expect(verified.status, verified.body.message).toBe(200);
}
