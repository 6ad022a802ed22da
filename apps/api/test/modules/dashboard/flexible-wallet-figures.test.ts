import { routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeIncomeDigests } from '../../../src/modules/notifications/income-digest.job';
import { call, createPackage, dataOf, newOperatorToken, signedInMember, useTestApp } from '../../helper';
import { completedTransfer } from '../../transfer-kit';
import {
  earnIncome,
  fundAndBuy,
  listWithdrawals,
  newRequestWindow,
  reviewWithdrawal,
  withdrawCapital,
  withdrawIncome,
} from '../../withdrawal-kit';

// The figures members see add up on every answer that shows them (docs/product.md#wallets, decision 014): an
// operator's bonus is income in every total, and the Flexible wallet is its income less what left it, pending
// withdrawals and transfers included, with corrections and returned capital shown where they moved it.

const t = useTestApp();
let operator: string;
type Member = Awaited<ReturnType<typeof signedInMember>>;

const micros = (usdt: number) => Math.round(usdt * 1_000_000);
const sum = (...amounts: number[]) => amounts.reduce((total, amount) => total + micros(amount), 0);

const adjust = (member: Member, body: { wallet: string; amount: string; reason: string; kind?: string }) =>
  call(t, routes.adminMemberAdjust, { params: { _id: member.id }, body, token: operator });

/** Every answer a member's screens read these figures from, read at one moment. */
async function screens(member: Member) {
  const token = member.token;
  const [profile, dashboard, chart, bonuses] = await Promise.all([
    call(t, routes.profile.member, { token }).then(dataOf),
    call(t, routes.dashboard.member, { token }).then(dataOf),
    call(t, routes.incomeChart.member, { query: { days: 90 }, token }).then(dataOf),
    call(t, routes.incomeBonus.member, { token }).then(dataOf),
  ]);
  const earnPages = [];
  for (let page = 1; page <= 5; page += 1) {
    earnPages.push(dataOf(await call(t, routes.incomeAll.member, { query: { page }, token })));
  }
  return { profile, dashboard, chart, bonuses, earnPages };
}

async function expectFiguresAddUp(member: Member) {
  const { profile, dashboard, chart, bonuses, earnPages } = await screens(member);
  const wallet = dashboard.flexibleWallet;
  // /assets: the Flexible wallet is its income less what left it, plus what an operator or a return put back.
  expect(micros(wallet.balance)).toBe(
    sum(wallet.earned, wallet.corrections, wallet.capitalReturned) -
      sum(wallet.withdrawalsPaid, wallet.withdrawalsPending, wallet.transfersSent),
  );
  expect(wallet.balance).toBe(profile.earningbalance);
  // One lifetime income everywhere, every kind in it, bonuses included: /assets, /my, /reserve, /earn, the chart.
  const kinds = [
    dashboard.tradingIncome,
    dashboard.levelIncome,
    dashboard.directIncome,
    dashboard.rewardIncome,
    dashboard.bonusIncome,
  ];
  expect(micros(dashboard.totalIncome)).toBe(sum(...kinds));
  for (const total of [
    wallet.earned,
    profile.point,
    profile.totalPoints,
    chart.totals.all,
    earnPages[0]?.totalAmount,
  ]) {
    expect(total).toBe(dashboard.totalIncome);
  }
  expect([profile.aarohiIncome, profile.levelIncome, profile.ProfitDirect, profile.bonusIncome]).toEqual([
    dashboard.tradingIncome,
    dashboard.levelIncome,
    dashboard.directIncome,
    dashboard.bonusIncome,
  ]);
  expect([chart.totals.bonus, bonuses.totalAmount]).toEqual([dashboard.bonusIncome, dashboard.bonusIncome]);
  // Today's income on /my and /reserve: its kinds add up to it, today's bonuses among them.
  expect(profile.todayProfit).toBe(dashboard.todayIncome);
  expect(micros(profile.todayProfit)).toBe(
    sum(
      profile.todayProfitTrading,
      profile.todayProfitLevel,
      profile.todayProfitDirect,
      profile.todayProfitReward,
      profile.todayProfitBonus,
    ),
  );
  const today = chart.days.at(-1);
  expect(today?.day).toBe(dashboard.today);
  expect(today?.bonus).toBe(profile.todayProfitBonus);
  // /earn: its rows, bonuses among them, add up to its total, each once.
  const rows = earnPages.flatMap((page) => page.docs);
  expect(rows).toHaveLength(earnPages[0]?.totalDocs ?? -1);
  expect(sum(...rows.map((row) => row.amount))).toBe(micros(dashboard.totalIncome));
  expect(rows.filter((row) => row.kind === 'bonus').map((row) => row.amount)).toEqual(
    bonuses.docs.map((row) => row.amount),
  );
  // Total withdrawal counts the paid ones of both kinds; capital never left the Flexible wallet.
  expect(micros(dashboard.totalWithdrawalAmount)).toBe(sum(wallet.withdrawalsPaid, dashboard.capitalWithdrawals.paid));
  return { profile, dashboard, chart, bonuses, rows };
}

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

describe('the figures of a member who earned, got a bonus, withdrew and transferred', () => {
  it('add up on the profile, dashboard, chart and income lists', async () => {
    const member = await signedInMember(t, { fullName: 'Figures Member' });
    const receiver = await signedInMember(t, { fullName: 'Figures Receiver' });
    const order = await earnIncome(t, { member, operator, amount: 100 });
    const before = await expectFiguresAddUp(member);
    expect(before.dashboard.flexibleWallet).toEqual({
      balance: 100,
      earned: 100,
      withdrawalsPaid: 0,
      withdrawalsPending: 0,
      transfersSent: 0,
      corrections: 0,
      capitalReturned: 0,
    });

    expect(
      (await adjust(member, { wallet: 'income', amount: '12.5', reason: 'Top seller', kind: 'bonus' })).status,
    ).toBe(200);
    // A correction is no income: it moves the wallet and shows as a correction, in no income total.
    expect((await adjust(member, { wallet: 'income', amount: '-2', reason: 'Duplicate credit' })).status).toBe(200);
    expect((await adjust(member, { wallet: 'deposit', amount: '3', reason: 'Deposit fee refund' })).status).toBe(200);
    await completedTransfer(t, { sender: member, receiverUid: receiver.referId ?? '', amount: 10 });
    await withdrawIncome(t, { member, operator, amount: 40, outcome: 'pay' });
    await withdrawIncome(t, { member, operator, amount: 30, outcome: 'reject' });
    await withdrawIncome(t, { member, operator, amount: 31 });
    // A capital withdrawal rejected gives the capital to the Flexible wallet; one pending leaves it untouched.
    await newRequestWindow(t);
    await withdrawCapital(t, member, order);
    const [capital] = (await listWithdrawals(t, member.token, { status: 'pending' })).docs.filter(
      (row) => row.orderId === order,
    );
    await reviewWithdrawal(t, { operator, withdrawalId: capital?._id ?? '', outcome: 'reject' });
    const packageId = await createPackage(t, operator, { title: 'Figures Pack', price: 50, yield: 1, maturity: 30 });
    await newRequestWindow(t);
    await withdrawCapital(t, member, await fundAndBuy(t, { member, operator, packageId, price: 50 }));

    const after = await expectFiguresAddUp(member);
    expect(after.dashboard.flexibleWallet).toEqual({
      balance: 129.5,
      earned: 112.5,
      withdrawalsPaid: 40,
      withdrawalsPending: 31,
      transfersSent: 10,
      corrections: -2,
      capitalReturned: 100,
    });
    expect(after.dashboard).toMatchObject({
      bonusIncome: 12.5,
      totalIncome: 112.5,
      todayIncome: 112.5,
      totalWithdrawalAmount: 40,
      capitalWithdrawals: { paid: 0, pending: 50 },
    });
    expect(after.profile).toMatchObject({
      point: 112.5,
      totalPoints: 112.5,
      bonusIncome: 12.5,
      todayProfitBonus: 12.5,
    });
    expect(after.rows.find((row) => row.kind === 'bonus')).toMatchObject({ amount: 12.5, reason: 'Top seller' });

    // The next day: the bonus is yesterday's income, told in its digest, and today's is a new one.
    t.clock.advanceSeconds(24 * 3600);
    await makeIncomeDigests(t.ctx);
    const centre = dataOf(await call(t, routes.notifications.member, { token: member.token }));
    const digest = centre.docs.find((doc) => doc.kind === 'income-digest');
    expect(digest?.body).toBe(
      'You earned 112.50 USDT on 2026-11-21: 100.00 USDT trading profit, 12.50 USDT bonus. It is in your Flexible wallet.',
    );
    // An operator's session lasts 12 hours.
    operator = await newOperatorToken(t);
    expect(
      (await adjust(member, { wallet: 'income', amount: '1.25', reason: 'Welcome back', kind: 'bonus' })).status,
    ).toBe(200);
    const nextDay = await expectFiguresAddUp(member);
    expect(nextDay.dashboard).toMatchObject({ bonusIncome: 13.75, totalIncome: 113.75, todayIncome: 1.25 });
    expect(nextDay.profile).toMatchObject({ todayProfit: 1.25, todayProfitBonus: 1.25, todayProfitTrading: 0 });
    expect(nextDay.chart.days.at(-2)).toMatchObject({ trading: 100, bonus: 12.5 });
    expect(nextDay.dashboard.flexibleWallet.balance).toBe(130.75);
  });

  it('counts a bonus a second operator approved once it is credited, and not while it waits', async () => {
    const limit = await call(t, routes.adminSettingsUpdate, { body: { payoutApprovalAbove: 20 }, token: operator });
    expect(limit.status, limit.body.message).toBe(200);
    const member = await signedInMember(t);
    const pending = dataOf(await adjust(member, { wallet: 'income', amount: '25', reason: 'Quarter', kind: 'bonus' }))
      .pendingAdjustments[0];
    const waiting = await expectFiguresAddUp(member);
    expect([waiting.dashboard.totalIncome, waiting.profile.earningbalance]).toEqual([0, 0]);

    const second = await newOperatorToken(t);
    const approved = await call(t, routes.adminAdjustmentApprove, {
      params: { _id: pending?._id ?? '' },
      token: second,
    });
    expect(approved.status, approved.body.message).toBe(200);
    const credited = await expectFiguresAddUp(member);
    expect(credited.dashboard).toMatchObject({ bonusIncome: 25, totalIncome: 25, todayIncome: 25 });
    expect(credited.dashboard.flexibleWallet).toMatchObject({ balance: 25, earned: 25 });
  });
});
