import { MSG, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  call,
  dataOf,
  expectLedgerClean,
  newOperatorToken,
  nextClientIp,
  signedInMember,
  useTestApp,
} from '../../helper';
import { ADDRESS, earnIncome, listWithdrawals, newRequestWindow, requestWithdrawal } from '../../withdrawal-kit';

// Real parallel requests: on PostgreSQL (TEST_DATABASE_URL) they run on separate connections at once.
const t = useTestApp();

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
        call(t, routes.withdrawalVerify.member, {
          body: { address: ADDRESS, amount: 30, otp: request.otp, _id: request.id },
          token: member.token,
          ip: nextClientIp(),
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(33);
    expect(refused.every((answer) => answer.status === 409 && answer.body.message === MSG.insufficientFunds)).toBe(
      true,
    );

    const profile = dataOf(await call(t, routes.profile.member, { token: member.token }));
    expect(profile.earningbalance).toBe(10);
    expect((await listWithdrawals(t, member.token, { status: 'pending' })).totalDocs).toBe(33);
    await expectLedgerClean(t);
  });
});
