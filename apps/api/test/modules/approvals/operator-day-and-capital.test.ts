import { CONSOLE_MSG, MSG, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { withdrawals } from '../../../src/db/schema';
import {
  call,
  createPackage,
  dataOf,
  expectLedgerClean,
  fundMember,
  newOperatorToken,
  randomTxHash,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';
import { fundAndBuy, withdrawCapital } from '../../withdrawal-kit';

// The member's locks cover every way money leaves, and one operator's day is capped
// (docs/decisions/046-no-way-around-the-second-person.md). The attacks: deposited money leaves by buying a package and
// withdrawing its capital, which one operator pays alone where a refund would need two; and one operator spreads what
// they credit alone over many members, each under the per-member limit.
const t = useTestApp();
let owner: string;
// Tests move the clock past an operator session's life.
beforeEach(async () => {
  owner = await newOperatorToken(t);
});

const payCall = (token: string, id: string) =>
  call(t, routes.adminWithdrawalPay, { params: { _id: id }, body: { transactionHash: randomTxHash() }, token });

async function capitalRequestOf(memberId: string) {
  const [row] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, memberId));
  if (!row) throw new Error('no capital request');
  return row;
}

describe('capital bought soon after a deposit leaves as a refund does', () => {
  it('is paid only after a second operator approved it; outside the window one operator pays it', async () => {
    await saveSettings(t, owner, { refundLikeDays: 30 });
    const packageId = await createPackage(t, owner, { title: 'Washing line', price: 200, yield: 1, maturity: 30 });
    const member = await signedInMember(t);
    const orderId = await fundAndBuy(t, { member, operator: owner, packageId, price: 200 });
    await withdrawCapital(t, member, orderId);
    const request = await capitalRequestOf(member.id);
    expect(request).toMatchObject({ kind: 'capital', alwaysSecond: true });

    // 200 USDT under a 1,000 limit: one operator would have paid it alone before.
    const alone = await payCall(owner, request.id);
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe(MSG.capitalNeedsApprovalAsRefund);
    const listed = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: owner }));
    expect(listed.docs.find((row) => row._id === request.id)).toMatchObject({
      canPay: false,
      cannotPayReason: MSG.capitalNeedsApprovalAsRefund,
    });

    const second = await newOperatorToken(t);
    const approved = await call(t, routes.adminWithdrawalApprove, { params: { _id: request.id }, token: second });
    expect(approved.status, approved.body.message).toBe(200);
    expect((await payCall(owner, request.id)).status).toBe(200);
    await expectLedgerClean(t);
  });

  it('an order bought with no deposit in the window is ordinary capital', async () => {
    await saveSettings(t, owner, { refundLikeDays: 30 });
    const packageId = await createPackage(t, owner, { title: 'Old money', price: 150, yield: 1, maturity: 30 });
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator: owner, amount: 150 });
    t.clock.advanceSeconds(31 * 86_400);
    const owner2 = await newOperatorToken(t);
    const bought = await call(t, routes.purchasePackage.member, {
      body: { packageId, amount: 150, payment_mode_name: 'wallet' },
      token: (await signedInMemberAgain(member)).token,
    });
    expect(bought.status, bought.body.message).toBe(200);
    const again = await signedInMemberAgain(member);
    await withdrawCapital(t, again, dataOf(bought)._id);
    const request = await capitalRequestOf(member.id);
    expect(request.alwaysSecond).toBe(false);
    expect((await payCall(owner2, request.id)).status).toBe(200);
  });
});

/** The member's session ends when a test moves the clock past it: sign in again. */
async function signedInMemberAgain(member: { email: string; password: string; token: string }) {
  const { loginToken } = await import('../../helper');
  return { ...member, token: await loginToken(t, { email: member.email, password: member.password, role: 'User' }) };
}

describe("one operator's day across members", () => {
  it('past operatorDailyAloneLimit, every credit of theirs waits for a second operator, whatever the member', async () => {
    await saveSettings(t, owner, { operatorDailyAloneLimit: 1_500 });
    const operator = await newOperatorToken(t);
    const credit = async (amount: string) => {
      const member = await signedInMember(t);
      return call(t, routes.adminMemberAdjust, {
        params: { _id: member.id },
        body: { wallet: 'deposit', amount, reason: 'Goodwill credit' },
        token: operator,
      });
    };
    // Each under the 1,000 per-member limit: the first two post at once (1,400 of the day's 1,500).
    expect((await credit('700')).body.message).toBe(MSG.adjustmentPosted);
    expect((await credit('700')).body.message).toBe(MSG.adjustmentPosted);
    // A third member, still 700 alone: the day would reach 2,100.
    expect((await credit('700')).body.message).toBe(CONSOLE_MSG.adjustmentPending);
    // A deposit this operator approves for a fourth member waits too.
    const member = await signedInMember(t);
    const submitted = await call(t, routes.addFund.member, {
      body: { amount: 50, transaction_id: randomTxHash() },
      token: member.token,
    });
    const approved = await call(t, routes.adminDepositApprove, {
      params: { _id: dataOf(submitted)._id },
      token: operator,
    });
    expect(approved.status).toBe(202);
    expect(approved.body.message).toBe(MSG.depositApprovedFirst);
    // Another operator's day is their own.
    const other = await newOperatorToken(t);
    expect(
      (await call(t, routes.adminDepositApprove, { params: { _id: dataOf(submitted)._id }, token: other })).status,
    ).toBe(200);
    await expectLedgerClean(t);
  });

  it('credits asked in parallel to different members add up one after the other', async () => {
    await saveSettings(t, owner, { operatorDailyAloneLimit: 1_500 });
    const operator = await newOperatorToken(t);
    const members = await Promise.all([1, 2, 3, 4].map(() => signedInMember(t)));
    const answers = await Promise.all(
      members.map((member) =>
        call(t, routes.adminMemberAdjust, {
          params: { _id: member.id },
          body: { wallet: 'deposit', amount: '700', reason: 'Goodwill credit' },
          token: operator,
        }),
      ),
    );
    const messages = answers.map((answer) => answer.body.message).sort();
    expect(messages.filter((message) => message === MSG.adjustmentPosted)).toHaveLength(2);
    expect(messages.filter((message) => message === CONSOLE_MSG.adjustmentPending)).toHaveLength(2);
    await expectLedgerClean(t);
  });
});
