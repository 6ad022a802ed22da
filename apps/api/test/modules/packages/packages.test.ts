import { MSG, ROLE, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, incomes } from '../../../src/db/schema';
import {
  call,
  createPackage,
  dataOf,
  fundMember,
  newOperatorToken,
  packageCall,
  randomTxHash,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

// Log-ins are limited to 60 per address in 15 minutes; the clock moves on before the limit is reached.
let logins = 1;
async function member(overrides: Parameters<typeof signedInMember>[1] = {}) {
  logins += 1;
  if (logins % 50 === 0) t.clock.advanceSeconds(15 * 60 + 1);
  return signedInMember(t, overrides);
}

type Member = Awaited<ReturnType<typeof member>>;

async function buy(who: { token: string }, packageId: string, amount: unknown, mode: unknown = 'wallet') {
  return call(t, routes.purchasePackage.member, {
    body: { packageId, amount, payment_mode_name: mode },
    token: who.token,
  });
}

async function profileOf(who: { token: string }) {
  return dataOf(await call(t, routes.profile.member, { token: who.token }));
}

async function ordersOf(who: { token: string }) {
  return dataOf(await call(t, routes.activePackages.member, { token: who.token }));
}

async function claim(who: { token: string }) {
  return call(t, routes.claimProfit.member, { token: who.token });
}

async function listOf(
  route: typeof routes.incomeAll.member | typeof routes.incomeDirect.member,
  who: { token: string },
) {
  return dataOf(await call(t, route, { token: who.token }));
}

describe('POST /publicApi/userSearchProduct2', () => {
  const pagerIds: string[] = [];
  let percentId: string;
  let underscoreId: string;

  beforeAll(async () => {
    for (let index = 1; index <= 12; index += 1) {
      const id = await createPackage(t, operator, {
        title: `Pager Plan ${String(index).padStart(2, '0')}`,
        price: 1000 + index,
        yield: 1,
        maturity: 30,
      });
      pagerIds.push(id);
    }
    percentId = await createPackage(t, operator, { title: 'Yield 50% Plan', price: 50, yield: 0.5, maturity: 60 });
    await createPackage(t, operator, { title: 'Yield 500 Plan', price: 500, yield: 0.5, maturity: 60 });
    underscoreId = await createPackage(t, operator, { title: 'Plan_A Special', price: 70, yield: 1.25, maturity: 7 });
    await createPackage(t, operator, { title: 'PlanXA Special', price: 80, yield: 1.25, maturity: 7 });
  });

  async function search(body: Record<string, unknown>) {
    return call(t, routes.packageSearch, { body });
  }

  it('answers without a token, page 1 by default, ten packages a page', async () => {
    const response = await search({});
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: MSG.loaded });
    const data = dataOf(response);
    expect(data).toMatchObject({ page: 1, limit: 10, totalDocs: 16, totalPages: 2 });
    expect(data.docs).toHaveLength(10);
    expect(data.docs.slice(0, 4).map((doc) => doc.title)).toEqual([
      'Yield 50% Plan',
      'Plan_A Special',
      'PlanXA Special',
      'Yield 500 Plan',
    ]);
  });

  it('answers each package with exactly its id, title, description, status, price, yield, maturity, category, range and fee', async () => {
    const response = await search({ search: 'Plan_A' });
    const data = dataOf(response);
    expect(data.totalDocs).toBe(1);
    expect(data.docs).toEqual([
      {
        _id: underscoreId,
        title: 'Plan_A Special',
        description: '',
        status: 'active',
        price: 70,
        yield: 1.25,
        maturity: 7,
        category: 'package',
        maxPrice: null,
        handlingFee: 0,
      },
    ]);
    expect(Object.keys(data.docs[0] ?? {}).sort()).toEqual([
      '_id',
      'category',
      'description',
      'handlingFee',
      'maturity',
      'maxPrice',
      'price',
      'status',
      'title',
      'yield',
    ]);
  });

  it('filters by title regardless of letter case and pages the matches', async () => {
    const first = await search({ search: 'pAGER plan' });
    expect(first.body.data).toMatchObject({ totalDocs: 12, page: 1, limit: 10, totalPages: 2 });
    const firstDocs = dataOf(first).docs;
    expect(firstDocs.map((doc) => doc._id)).toEqual(pagerIds.slice(0, 10));
    const second = await search({ search: 'PAGER PLAN', page: 2 });
    expect(second.body.data).toMatchObject({ totalDocs: 12, page: 2, totalPages: 2 });
    const secondDocs = dataOf(second).docs;
    expect(secondDocs.map((doc) => doc.title)).toEqual(['Pager Plan 11', 'Pager Plan 12']);
    const beyond = await search({ search: 'pager', page: 3 });
    expect(beyond.body.data).toMatchObject({ docs: [], totalDocs: 12, page: 3 });
    expect((await search({ search: 'no such package at all' })).body.data).toMatchObject({ docs: [], totalDocs: 0 });
  });

  it('matches % and _ literally', async () => {
    const percent = dataOf(await search({ search: '50%' }));
    expect(percent.totalDocs).toBe(1);
    expect(percent.docs.map((doc) => doc._id)).toEqual([percentId]);
    const onlyPercent = dataOf(await search({ search: '%' }));
    expect(onlyPercent.totalDocs).toBe(1);
    const underscore = dataOf(await search({ search: 'n_a' }));
    expect(underscore.docs.map((doc) => doc._id)).toEqual([underscoreId]);
    expect(dataOf(await search({ search: '_' })).totalDocs).toBe(1);
  });

  it('refuses page 0', async () => {
    expect((await search({ page: 0 })).status).toBe(400);
  });

  it('filters by id: that package alone, with the title search too, or nothing', async () => {
    const byId = dataOf(await search({ page: 1, id: percentId }));
    expect(byId).toMatchObject({ totalDocs: 1, totalPages: 1 });
    expect(byId.docs.map((doc) => doc._id)).toEqual([percentId]);
    expect(dataOf(await search({ id: percentId, search: 'Yield' })).docs.map((doc) => doc._id)).toEqual([percentId]);
    expect(dataOf(await search({ id: percentId, search: 'Pager' }))).toMatchObject({ docs: [], totalDocs: 0 });
    const unknown = dataOf(await search({ id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown).toMatchObject({ docs: [], totalDocs: 0 });
  });

  it('refuses an id that is not a package id', async () => {
    const response = await search({ id: '<Gold>' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: MSG.notFound });
  });
});

describe('purchase validation', () => {
  let packageId: string;
  let buyer: Member;

  beforeAll(async () => {
    packageId = await createPackage(t, operator, { title: 'Validation Pack', price: 100, yield: 1, maturity: 10 });
    buyer = await member();
    await fundMember(t, { token: buyer.token, operator, amount: 150 });
  });

  const cases: [string, () => Record<string, unknown>, string][] = [
    ['a missing packageId', () => ({ amount: 100, payment_mode_name: 'wallet' }), MSG.packageRequired],
    [
      'a packageId that is not a uuid',
      () => ({ packageId: 'gold-plan', amount: 100, payment_mode_name: 'wallet' }),
      MSG.packageRequired,
    ],
    ['payment mode card', () => ({ packageId, amount: 100, payment_mode_name: 'card' }), MSG.paymentModeInvalid],
    ['a missing payment mode', () => ({ packageId, amount: 100 }), MSG.paymentModeInvalid],
    ['an empty amount', () => ({ packageId, amount: '', payment_mode_name: 'wallet' }), MSG.amountRequired],
    [
      'an amount other than the price',
      () => ({ packageId, amount: 99.5, payment_mode_name: 'wallet' }),
      MSG.packagePriceMismatch,
    ],
  ];
  it.each(cases)('refuses %s with 400', async (_name, body, message) => {
    const response = await call(t, routes.purchasePackage.member, { body: body(), token: buyer.token });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it('answers 404 for an unknown package', async () => {
    const response = await buy(buyer, '7f1c7a52-1111-4a7e-9a43-0d5e1b7c2f10', 100);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, message: MSG.packageUnavailable });
  });

  it('answers 409 for a package the operator made inactive', async () => {
    const id = await createPackage(t, operator, { title: 'Retired Pack', price: 100, yield: 1, maturity: 10 });
    const updated = await packageCall(t, routes.adminPackageUpdate, {
      params: { _id: id },
      body: { status: 'inactive' },
      token: operator,
    });
    expect(updated.body).toMatchObject({ success: true, message: MSG.packageSaved, data: { status: 'inactive' } });
    const response = await buy(buyer, id, 100);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MSG.packageUnavailable);
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await profileOf(buyer)).toMatchObject({ balance: 150 });
  });

  it('refuses a wallet short of the price, creating no order and moving nothing', async () => {
    const poor = await member();
    await fundMember(t, { token: poor.token, operator, amount: 60 });
    const response = await buy(poor, packageId, 100);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ success: false, message: MSG.insufficientFunds });
    expect(await ordersOf(poor)).toEqual([]);
    expect(await profileOf(poor)).toMatchObject({ balance: 60, earningbalance: 0 });
    expect((await call(t, routes.dashboard.member, { token: poor.token })).body.data).toMatchObject({
      totalOrder: 0,
      totalInvestmentAmount: 0,
    });
  });

  it('refuses the same package twice while the first order is active', async () => {
    const first = await buy(buyer, packageId, '100');
    expect(first.status).toBe(200);
    const second = await buy(buyer, packageId, 100);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(MSG.packageAlreadyActive);
    expect(await ordersOf(buyer)).toHaveLength(1);
    expect(await profileOf(buyer)).toMatchObject({ balance: 50 });
  });
});

describe('a successful purchase', () => {
  let packageId: string;
  let sponsor: Member;
  let buyer: Member;

  beforeAll(async () => {
    packageId = await createPackage(t, operator, { title: 'Success Pack', price: 200, yield: 1.5, maturity: 30 });
    sponsor = await member({ fullName: 'Sponsor Sam' });
    buyer = await member({ sponsorId: sponsor.id, fullName: 'Buyer Bea' });
    await fundMember(t, { token: buyer.token, operator, amount: 250 });
  });

  it('answers the order with the terms of the package', async () => {
    const response = await buy(buyer, packageId, 200);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: MSG.packagePurchased });
    expect(response.body.data).toMatchObject({
      package_id: packageId,
      title: 'Success Pack',
      price: 200,
      yield: 1.5,
      maturity: 30,
      totalDays: 0,
      status: 'active',
      capitalChargePercent: 10,
      paidToday: false,
      lastPaidDay: null,
      closedAt: null,
    });
    const orders = await ordersOf(buyer);
    expect(orders.map((order) => order._id)).toEqual([dataOf(response)._id]);
  });

  it('takes the price from the deposit wallet and pays the sponsor 5 % of it', async () => {
    expect(await profileOf(buyer)).toMatchObject({ balance: 50, earningbalance: 0, selfrank: 1 });
    expect(await profileOf(sponsor)).toMatchObject({ balance: 0, earningbalance: 10, ProfitDirect: 10 });
  });

  it("explains the sponsor's direct income by buyer, level and basis", async () => {
    const list = await listOf(routes.incomeDirect.member, sponsor);
    expect(list.totalDocs).toBe(1);
    expect(list.totalAmount).toBe(10);
    expect(list.docs[0]).toMatchObject({
      kind: 'direct',
      amount: 10,
      level: 1,
      source: { fullName: 'Buyer Bea', referId: buyer.referId },
      basis: { baseAmount: 200, ratePercent: 5 },
    });
    expect((await listOf(routes.incomeDirect.member, buyer)).totalDocs).toBe(0);
  });

  it('pays no direct income for a member without sponsor', async () => {
    const loner = await member({ fullName: 'Lone Lou' });
    await fundMember(t, { token: loner.token, operator, amount: 200 });
    expect((await buy(loner, packageId, 200)).status).toBe(200);
    expect(await profileOf(loner)).toMatchObject({ balance: 0, earningbalance: 0 });
    expect(await t.ctx.db.select().from(incomes).where(eq(incomes.sourceUserId, loner.id))).toEqual([]);
  });
});

describe('an order keeps the terms it was bought under', () => {
  it('pays the old yield on the old price, while a later buyer gets the new terms', async () => {
    const packageId = await createPackage(t, operator, { title: 'Terms Pack', price: 100, yield: 2, maturity: 5 });
    const early = await member();
    const late = await member();
    await fundMember(t, { token: early.token, operator, amount: 100 });
    await fundMember(t, { token: late.token, operator, amount: 300 });
    expect((await buy(early, packageId, 100)).status).toBe(200);

    const changed = await packageCall(t, routes.adminPackageUpdate, {
      params: { _id: packageId },
      body: { price: 300, yield: 3 },
      token: operator,
    });
    expect(changed.body.data).toMatchObject({ price: 300, yield: 3, maturity: 5, status: 'active' });

    expect(await ordersOf(early)).toEqual([expect.objectContaining({ price: 100, yield: 2, maturity: 5 })]);
    const claimed = await claim(early);
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({ amount: 2, paidOrders: 1, maturedOrders: 0 });

    const oldPrice = await buy(late, packageId, 100);
    expect(oldPrice.status).toBe(400);
    expect(oldPrice.body.message).toBe(MSG.packagePriceMismatch);
    expect((await buy(late, packageId, 300)).status).toBe(200);
    expect(await ordersOf(late)).toEqual([
      expect.objectContaining({ title: 'Terms Pack', price: 300, yield: 3, maturity: 5, totalDays: 0 }),
    ]);
    expect((await claim(late)).body.data).toMatchObject({ amount: 9, paidOrders: 1 });
  });
});

describe('package management', () => {
  // Regression: a status default on the update body (zod keeps defaults inside .partial()) made any change
  // without a status reactivate the package.
  it('keeps an inactive package inactive when the operator changes only its yield', async () => {
    const packageId = await createPackage(t, operator, { title: 'Paused Pack', price: 100, yield: 1, maturity: 10 });
    const params = { _id: packageId };
    await packageCall(t, routes.adminPackageUpdate, { params, body: { status: 'inactive' }, token: operator });
    const changed = await packageCall(t, routes.adminPackageUpdate, { params, body: { yield: 1.5 }, token: operator });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ yield: 1.5, status: 'inactive' });
    const listed = dataOf(await call(t, routes.adminPackages, { token: operator }));
    expect(listed.find((row) => row._id === packageId)?.status).toBe('inactive');
    const buyer = await member();
    await fundMember(t, { token: buyer.token, operator, amount: 100 });
    const response = await buy(buyer, packageId, 100);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MSG.packageUnavailable);
  });

  it('refuses a package without a title, and a title another package has, on create and on rename', async () => {
    const untitled = await packageCall(t, routes.adminPackageCreate, {
      body: { title: ' ', price: 10, yield: 1, maturity: 5 },
      token: operator,
    });
    expect(untitled.status).toBe(400);
    expect(untitled.body.message).toBe(MSG.packageTitleRequired);
    await createPackage(t, operator, { title: 'Taken Title', price: 100, yield: 1, maturity: 10 });
    const twin = await packageCall(t, routes.adminPackageCreate, {
      body: { title: 'Taken Title', price: 200, yield: 1, maturity: 10 },
      token: operator,
    });
    expect(twin.status).toBe(409);
    expect(twin.body.message).toBe(MSG.packageTitleTaken);
    const other = await createPackage(t, operator, { title: 'Other Title', price: 100, yield: 1, maturity: 10 });
    const renamed = await packageCall(t, routes.adminPackageUpdate, {
      params: { _id: other },
      body: { title: 'Taken Title' },
      token: operator,
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe(MSG.packageTitleTaken);
  });

  it('records each package change in the audit log with what it was and what it became', async () => {
    const packageId = await createPackage(t, operator, { title: 'Audited Pack', price: 100, yield: 1, maturity: 10 });
    const changed = await packageCall(t, routes.adminPackageUpdate, {
      params: { _id: packageId },
      body: { price: 150 },
      token: operator,
    });
    expect(changed.body.message).toBe(MSG.packageSaved);
    // Created as a draft, put on sale and changed on a second owner's approval: each approval is a change audited.
    const rows = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, packageId));
    expect(rows.map((row) => row.action).sort()).toEqual(['package.create', 'package.update', 'package.update']);
    const updates = rows.filter((row) => row.action === 'package.update').map((row) => row.details);
    expect(updates).toContainEqual(expect.objectContaining({ from: expect.objectContaining({ status: 'draft' }) }));
    expect(updates).toContainEqual(
      expect.objectContaining({
        from: expect.objectContaining({ price: 100 }),
        to: expect.objectContaining({ price: 150 }),
      }),
    );
  });

  it('refuses a rank table whose ranks are not numbered 1, 2, 3... in order', async () => {
    const response = await call(t, routes.adminSettingsUpdate, {
      body: { rankTable: [{ rank: 2, teamBusiness: 0, activeDirects: 0, reward: 0 }] },
      token: operator,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('ranks must be numbered 1, 2, 3');
  });
});

describe('the vendor twins', () => {
  it('let a vendor buy and claim under /vendorApi, and refuse its token under /sellerApi', async () => {
    const packageId = await createPackage(t, operator, { title: 'Vendor Pack', price: 40, yield: 2.5, maturity: 4 });
    const vendor = await member({ role: ROLE.vendor });
    const deposit = await call(t, routes.addFund.vendor, {
      body: { amount: 40, transaction_id: randomTxHash() },
      token: vendor.token,
    });
    const approved = await call(t, routes.adminDepositApprove, {
      params: { _id: dataOf(deposit)._id },
      token: operator,
    });
    expect(approved.status).toBe(200);

    const body = { packageId, amount: 40, payment_mode_name: 'wallet' };
    expect((await call(t, routes.purchasePackage.member, { body, token: vendor.token })).status).toBe(403);
    const bought = await call(t, routes.purchasePackage.vendor, { body, token: vendor.token });
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ title: 'Vendor Pack', price: 40, status: 'active' });

    expect((await call(t, routes.claimProfit.member, { token: vendor.token })).status).toBe(403);
    const claimed = await call(t, routes.claimProfit.vendor, { token: vendor.token });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ message: MSG.profitClaimed, data: { amount: 1, paidOrders: 1 } });
    const orders = await call(t, routes.activePackages.vendor, { token: vendor.token });
    expect(orders.body.data).toEqual([expect.objectContaining({ totalDays: 1, paidToday: true })]);
    expect((await call(t, routes.profile.vendor, { token: vendor.token })).body.data).toMatchObject({
      balance: 0,
      earningbalance: 1,
    });
  });
});

describe('the daily claim', () => {
  it('answers nothing due to a member without an order', async () => {
    const idle = await member();
    const response = await claim(idle);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ success: false, message: MSG.profitNothingDue });
  });

  it('pays once a day: the same day again is refused, the next day pays', async () => {
    const packageId = await createPackage(t, operator, { title: 'Daily Pack', price: 120, yield: 0.75, maturity: 10 });
    const holder = await member();
    await fundMember(t, { token: holder.token, operator, amount: 120 });
    expect((await buy(holder, packageId, 120)).status).toBe(200);

    const first = await claim(holder);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: MSG.profitClaimed, data: { amount: 0.9, paidOrders: 1 } });
    const firstDay = dataOf(first).day;

    const again = await claim(holder);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.profitAlreadyClaimed);

    t.clock.advanceSeconds(86_400);
    operator = await newOperatorToken(t); // an operator session lasts 12 hours
    logins += 1;
    const next = await claim(holder);
    expect(next.status).toBe(200);
    const nextDay = dataOf(next).day;
    expect(Date.parse(nextDay) - Date.parse(firstDay)).toBe(86_400_000);
    expect(await ordersOf(holder)).toEqual([expect.objectContaining({ totalDays: 2, lastPaidDay: nextDay })]);
    expect(await profileOf(holder)).toMatchObject({ earningbalance: 1.8, aarohiIncome: 1.8 });
  });
});

describe('the platform day follows the timezone setting', () => {
  // An app of its own: its clock has not been moved by the tests above.
  const z = useTestApp();

  it('turns the day at midnight in Asia/Kolkata, not at midnight UTC', async () => {
    expect(z.clock.now().toISOString()).toBe('2026-11-21T09:00:00.000Z');
    const admin = await newOperatorToken(z);
    const packageId = await createPackage(z, admin, { title: 'Zone Pack', price: 100, yield: 1, maturity: 10 });
    const holder = await signedInMember(z);
    await fundMember(z, { token: holder.token, operator: admin, amount: 100 });
    const bought = await call(z, routes.purchasePackage.member, {
      body: { packageId, amount: 100, payment_mode_name: 'wallet' },
      token: holder.token,
    });
    expect(bought.status).toBe(200);

    const invalid = await call(z, routes.adminSettingsUpdate, { body: { timezone: 'Mars/Base' }, token: admin });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('must be a time zone name such as UTC or Asia/Kolkata');
    const set = await saveSettings(z, admin, { timezone: 'Asia/Kolkata' });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ timezone: 'Asia/Kolkata' });

    z.clock.advanceSeconds(9 * 3600); // 18:00Z = 23:30 on 21 November in Kolkata
    const late = await call(z, routes.claimProfit.member, { token: holder.token });
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({ day: '2026-11-21', amount: 1 });

    z.clock.advanceSeconds(3600); // 19:00Z, still 21 November in UTC, 00:30 on 22 November in Kolkata
    const afterMidnight = await call(z, routes.claimProfit.member, { token: holder.token });
    expect(afterMidnight.status).toBe(200);
    expect(afterMidnight.body.data).toMatchObject({ day: '2026-11-22', amount: 1 });
    const again = await call(z, routes.claimProfit.member, { token: holder.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.profitAlreadyClaimed);

    expect(dataOf(await call(z, routes.adminSettings, { token: admin })).timezone).toBe('Asia/Kolkata');
    const dashboard = await call(z, routes.dashboard.member, { token: holder.token });
    expect(dashboard.body.data).toMatchObject({
      today: '2026-11-22',
      timezone: 'Asia/Kolkata',
      tradingIncome: 2,
      todayIncome: 1,
      todayTradingIncome: 1,
    });
  });
});

describe('authorization', () => {
  it("shows a member only its own orders and incomes, never another member's", async () => {
    const small = await createPackage(t, operator, { title: 'Own Small', price: 100, yield: 1, maturity: 10 });
    const large = await createPackage(t, operator, { title: 'Own Large', price: 300, yield: 2, maturity: 10 });
    const sponsorA = await member();
    const a = await member({ sponsorId: sponsorA.id });
    const b = await member();
    await fundMember(t, { token: a.token, operator, amount: 100 });
    await fundMember(t, { token: b.token, operator, amount: 300 });
    expect((await buy(a, small, 100)).status).toBe(200);
    expect((await buy(b, large, 300)).status).toBe(200);
    expect((await claim(a)).status).toBe(200);
    expect((await claim(b)).status).toBe(200);

    expect((await ordersOf(a)).map((order) => order.title)).toEqual(['Own Small']);
    expect((await ordersOf(b)).map((order) => order.title)).toEqual(['Own Large']);
    const aAll = await listOf(routes.incomeAll.member, a);
    expect(aAll).toMatchObject({ totalDocs: 1, totalAmount: 1 });
    expect(aAll.docs[0]).toMatchObject({ kind: 'trading', amount: 1, basis: { baseAmount: 100, ratePercent: 1 } });
    const bAll = await listOf(routes.incomeAll.member, b);
    expect(bAll).toMatchObject({ totalDocs: 1, totalAmount: 6 });
    expect(bAll.docs[0]).toMatchObject({ kind: 'trading', amount: 6, basis: { baseAmount: 300, ratePercent: 2 } });
    // A's sponsor sees the direct and level income A paid, B nothing of it.
    const sponsorAll = await listOf(routes.incomeAll.member, sponsorA);
    expect(sponsorAll.totalDocs).toBe(1);
    expect(sponsorAll.docs[0]).toMatchObject({ kind: 'direct', amount: 5 });
    expect((await listOf(routes.incomeDirect.member, b)).totalDocs).toBe(0);
  });

  it('refuses the operator package calls to a member (403) and to no token (401)', async () => {
    const someone = await member();
    const packageId = await createPackage(t, operator, { title: 'Guarded Pack', price: 100, yield: 1, maturity: 10 });
    const params = { _id: packageId };
    const terms = { title: 'Member Pack', price: 10, yield: 50, maturity: 2 };
    for (const token of [someone.token, undefined]) {
      const expected = token ? 403 : 401;
      expect((await call(t, routes.adminPackages, { token })).status).toBe(expected);
      expect((await call(t, routes.adminPackageCreate, { body: terms, token })).status).toBe(expected);
      expect((await call(t, routes.adminPackageUpdate, { params, body: { yield: 90 }, token })).status).toBe(expected);
      expect((await call(t, routes.adminSettlementRun, { token })).status).toBe(expected);
    }
    expect((await call(t, routes.adminPackageCreate, { body: terms, token: someone.token })).body.message).toBe(
      MSG.forbidden,
    );
    const listed = dataOf(await call(t, routes.adminPackages, { token: operator }));
    expect(listed.find((row) => row._id === packageId)?.yield).toBe(1);
    expect(listed.some((row) => row.title === 'Member Pack')).toBe(false);
  });

  it('refuses the member calls without a token', async () => {
    expect((await call(t, routes.activePackages.member)).status).toBe(401);
    expect((await call(t, routes.claimProfit.member)).status).toBe(401);
    expect((await call(t, routes.incomeAll.member)).status).toBe(401);
    const response = await call(t, routes.purchasePackage.member, { body: { amount: 1, payment_mode_name: 'wallet' } });
    expect(response.status).toBe(401);
  });
});
