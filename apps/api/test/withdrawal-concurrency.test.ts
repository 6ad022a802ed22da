import { MSG, routes } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expectLedgerClean,
  get,
  newOperatorToken,
  nextClientIp,
  post,
  signedInMember,
  type TestContext,
} from './helper';
import { ADDRESS, earnIncome, listWithdrawals, newRequestWindow, requestWithdrawal } from './withdrawal-kit';

// Real parallel requests: on PostgreSQL (TEST_DATABASE_URL) they run on separate connections at once.
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('100 withdrawals verified at once', () => {
  it('holds exactly the affordable ones and never overdraws the wallet', async () => {
    const operator = await newOperatorToken(t);
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 1000 });

    const requests: { id: string; otp: string }[] = [];
    for (let index = 0; index < 100; index += 1) {
      if (index % 10 === 0) await newRequestWindow(t);
      requests.push(await requestWithdrawal(t, { member, amount: 30 }));
    }
    // 100 x 30 asks for 3000 of 1000: 33 fit.
    const answers = await Promise.all(
      requests.map((request) =>
        // Each from its own address: the per-address code-check limit is not what this test is about.
        post(
          t,
          routes.withdrawalVerify.member.path,
          { address: ADDRESS, amount: 30, otp: request.otp, _id: request.id },
          member.token,
          nextClientIp(),
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(33);
    expect(refused.every((answer) => answer.status === 409 && answer.body.message === MSG.insufficientFunds)).toBe(
      true,
    );

    const profile = (await get(t, routes.profile.member.path, member.token)).body.data as { earningbalance: number };
    expect(profile.earningbalance).toBe(10);
    expect((await listWithdrawals(t, member.token, '?status=pending')).totalDocs).toBe(33);
    await expectLedgerClean(t);
  });
});
