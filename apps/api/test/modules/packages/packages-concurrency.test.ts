import { MSG, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createPackage, dataOf, fundMember, newOperatorToken, signedInMember, useTestApp } from '../../helper';

// Real parallel requests: on PostgreSQL (TEST_DATABASE_URL) they run on separate connections at once.
const t = useTestApp();
let operator: string;
let small: string;
let other: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  small = await createPackage(t, operator, { title: 'Hundred', price: 100, yield: 1, maturity: 30 });
  other = await createPackage(t, operator, { title: 'Other hundred', price: 100, yield: 2, maturity: 30 });
});

const buy = (token: string, packageId: string) =>
  call(t, routes.purchasePackage.member, { body: { packageId, amount: 100, payment_mode_name: 'wallet' }, token });
const claim = (token: string) => call(t, routes.claimProfit.member, { token });
const profileOf = async (token: string) => dataOf(await call(t, routes.profile.member, { token }));

describe('concurrent money calls', () => {
  it('pays 20 simultaneous claims of one member on one day once', async () => {
    const sponsor = await signedInMember(t);
    await fundMember(t, { token: sponsor.token, operator, amount: 100 });
    expect((await buy(sponsor.token, small)).status).toBe(200);
    const member = await signedInMember(t, { sponsorId: sponsor.id });
    await fundMember(t, { token: member.token, operator, amount: 100 });
    expect((await buy(member.token, small)).status).toBe(200);

    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(member.token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.every((answer) => answer.status === 409 && answer.body.message === MSG.profitAlreadyClaimed)).toBe(
      true,
    );
    expect((await profileOf(member.token)).earningbalance).toBe(1);
    // The sponsor: direct income 5 + one level income of 10 % of 1.
    expect((await profileOf(sponsor.token)).earningbalance).toBe(5.1);
  });

  it('creates one order when simultaneous purchases have money for one', async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 100 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => buy(member.token, index % 2 ? small : other)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer.status).toBe(409);
      expect([MSG.insufficientFunds, MSG.packageAlreadyActive]).toContain(answer.body.message);
    }
    const orders = await call(t, routes.activePackages.member, { token: member.token });
    expect(orders.body.data).toHaveLength(1);
    expect((await profileOf(member.token)).balance).toBe(0);
  });

  it('creates one order of a package clicked many times with money for several', async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 500 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(member.token, small)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.message === MSG.packageAlreadyActive)).toHaveLength(9);
    expect((await profileOf(member.token)).balance).toBe(400);
  });

  it('settles a whole chain claiming and buying at once without a deadlock', async () => {
    const chain: Awaited<ReturnType<typeof signedInMember>>[] = [];
    for (let index = 0; index < 8; index += 1) {
      const member = await signedInMember(t, { sponsorId: chain[index - 1]?.id ?? null });
      await fundMember(t, { token: member.token, operator, amount: 200 });
      expect((await buy(member.token, small)).status).toBe(200);
      chain.push(member);
    }
    const answers = await Promise.all(
      chain.flatMap((member) => [claim(member.token), claim(member.token), buy(member.token, other)]),
    );
    const purchases = answers.filter((_, index) => index % 3 === 2);
    expect(purchases.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    // A purchase that commits between two claims is due too; one more claim each settles the rest.
    for (const member of chain) await claim(member.token);
    for (const member of chain) {
      const orders = dataOf(await call(t, routes.activePackages.member, { token: member.token }));
      expect(orders.map((order) => [order.totalDays, order.paidToday])).toEqual([
        [1, true],
        [1, true],
      ]);
      const trading = await call(t, routes.incomeTrading.member, { token: member.token });
      expect(dataOf(trading).todayAmount).toBe(3);
    }
  });
});
