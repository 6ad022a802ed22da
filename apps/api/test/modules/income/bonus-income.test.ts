import { MSG, ROLE, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, dataOf, newOperatorToken, signedInMember, useTestApp } from '../../helper';

// getBonusIncomeUser: the bonuses operators credited to the caller's income wallet from the console, as an income
// list (page, totals, 30 days); a correction, a pending bonus and another member's bonus are not in it.

const t = useTestApp();
let first: string;
let second: string;

const LIMIT = 40;

const adjust = (memberId: string, body: Record<string, unknown>, token = first) =>
  call(t, routes.adminMemberAdjust, { params: { _id: memberId }, body, token });
const bonus = (memberId: string, amount: string, reason = 'Top seller of the month') =>
  adjust(memberId, { wallet: 'income', amount, reason, kind: 'bonus' });

beforeAll(async () => {
  first = await newOperatorToken(t);
  second = await newOperatorToken(t);
  const updated = await call(t, routes.adminSettingsUpdate, { body: { payoutApprovalAbove: LIMIT }, token: first });
  expect(updated.status, updated.body.message).toBe(200);
});

describe('GET /sellerApi/getBonusIncomeUser', () => {
  it("lists only the caller's credited bonuses, with totals and the last 30 days", async () => {
    const memberA = await signedInMember(t);
    const memberB = await signedInMember(t);
    const empty = dataOf(await call(t, routes.incomeBonus.member, { token: memberA.token }));
    expect(empty).toMatchObject({ docs: [], totalDocs: 0, totalAmount: 0, todayAmount: 0, page: 1, totalPages: 1 });
    expect(empty.daily).toHaveLength(30);

    await bonus(memberA.id, '5.5', 'Top seller of November');
    t.clock.advanceSeconds(60);
    await bonus(memberA.id, '2');
    await adjust(memberA.id, { wallet: 'income', amount: '7', reason: 'Missed level income' });
    await bonus(memberB.id, '3', 'B only');
    // Above the limit: pending, so not credited and not listed until a second operator approves it.
    const pending = dataOf(await bonus(memberA.id, '50', 'Quarterly bonus')).pendingAdjustments[0];
    if (!pending) throw new Error('no pending bonus');
    t.clock.advanceSeconds(60);
    expect(dataOf(await call(t, routes.incomeBonus.member, { token: memberA.token })).totalDocs).toBe(2);
    await call(t, routes.adminAdjustmentApprove, { params: { _id: pending._id }, token: second });

    const listA = dataOf(await call(t, routes.incomeBonus.member, { token: memberA.token }));
    expect(listA.docs.map(({ amount, reason, day }) => ({ amount, reason, day }))).toEqual([
      { amount: 50, reason: 'Quarterly bonus', day: '2026-11-21' },
      { amount: 2, reason: 'Top seller of the month', day: '2026-11-21' },
      { amount: 5.5, reason: 'Top seller of November', day: '2026-11-21' },
    ]);
    expect(listA).toMatchObject({ totalDocs: 3, totalAmount: 57.5, todayAmount: 57.5 });
    expect(listA.daily.at(-1)).toEqual({ day: '2026-11-21', amount: 57.5 });
    expect(listA.daily.slice(0, -1).every((day) => day.amount === 0)).toBe(true);

    const listB = dataOf(await call(t, routes.incomeBonus.member, { token: memberB.token }));
    expect(listB.docs.map((row) => row.reason)).toEqual(['B only']);
    expect(listB).toMatchObject({ totalDocs: 1, totalAmount: 3 });
    // The income wallet holds the bonuses and the correction alike.
    const profile = dataOf(await call(t, routes.profile.member, { token: memberA.token }));
    expect(profile.earningbalance).toBe(64.5);
  });

  it('pages ten at a time, newest first', async () => {
    const member = await signedInMember(t);
    // Two operators take turns: what one of them credits alone to a member in 24 hours stays under the approval
    // limit (1 + 3 + … + 11 = 36 and 2 + 4 + … + 10 = 30, under 40), so every bonus is posted at once.
    for (let index = 1; index <= 11; index += 1) {
      const credited = await adjust(
        member.id,
        { wallet: 'income', amount: String(index), reason: `Bonus ${index}`, kind: 'bonus' },
        index % 2 ? first : second,
      );
      expect(credited.body.message, `Bonus ${index}`).toBe(MSG.adjustmentPosted);
      t.clock.advanceSeconds(60);
    }
    const page1 = dataOf(await call(t, routes.incomeBonus.member, { token: member.token }));
    expect(page1).toMatchObject({ totalDocs: 11, totalPages: 2, limit: 10, page: 1, totalAmount: 66 });
    expect(page1.docs[0]?.reason).toBe('Bonus 11');
    const page2 = dataOf(await call(t, routes.incomeBonus.member, { query: { page: 2 }, token: member.token }));
    expect(page2.docs.map((row) => row.reason)).toEqual(['Bonus 1']);
  });

  it("answers a vendor's own bonuses on the vendor twin", async () => {
    const vendor = await signedInMember(t, { role: ROLE.vendor });
    const other = await createMember(t);
    await bonus(vendor.id, '4', 'Vendor launch');
    await bonus(other.id, '9', 'Not the vendor');
    const list = dataOf(await call(t, routes.incomeBonus.vendor, { token: vendor.token }));
    expect(list.docs.map((row) => row.reason)).toEqual(['Vendor launch']);
    expect(list.totalAmount).toBe(4);
  });
});
