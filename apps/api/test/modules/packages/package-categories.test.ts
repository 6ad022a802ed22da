import { amountAboveMaximumMessage, amountBelowMinimumMessage, MSG, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import { PLATFORM_ACCOUNT } from '../../../src/ledger/accounts';
import { platformBalances } from '../../../src/ledger/platform-balances';
import {
  call,
  createPackage,
  dataOf,
  fundMember,
  newOperatorToken,
  packageCall,
  signedInMember,
  useTestApp,
} from '../../helper';
import { ADDRESS } from '../../withdrawal-kit';

// Package categories (the /stake tabs) and range packages with a handling fee (docs/product.md#packages).
const t = useTestApp();
let operator: string;
let exclusive: string;

const EXCLUSIVE = { title: 'Exclusive 199', price: 199, maxPrice: 1000, handlingFee: 1, yield: 1.5, maturity: 30 };

beforeAll(async () => {
  operator = await newOperatorToken(t);
  exclusive = await createPackage(t, operator, { ...EXCLUSIVE, category: 'exclusive' });
  await createPackage(t, operator, {
    title: 'Collection 50',
    price: 50,
    yield: 1,
    maturity: 20,
    category: 'collection',
  });
  await createPackage(t, operator, { title: 'Plain 80', price: 80, yield: 1, maturity: 20 });
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

const buy = (who: Member, amount: unknown, packageId = exclusive) =>
  call(t, routes.purchasePackage.member, {
    body: { packageId, amount, payment_mode_name: 'wallet' },
    token: who.token,
  });
const profileOf = async (who: Member) => dataOf(await call(t, routes.profile.member, { token: who.token }));
const ordersOf = async (who: Member) => dataOf(await call(t, routes.activePackages.member, { token: who.token }));

async function feesEarned() {
  return (await platformBalances(t.ctx.db)).get(PLATFORM_ACCOUNT.packageFeesEarned) ?? 0n;
}

describe('the /stake tabs', () => {
  it('lists the packages of one category, and every package without one', async () => {
    const search = async (body: Record<string, unknown>) => dataOf(await call(t, routes.packageSearch, { body }));
    const exclusives = await search({ category: 'exclusive' });
    expect(exclusives.docs).toEqual([
      expect.objectContaining({ _id: exclusive, category: 'exclusive', price: 199, maxPrice: 1000, handlingFee: 1 }),
    ]);
    expect((await search({ category: 'collection' })).docs.map((row) => row.title)).toEqual(['Collection 50']);
    expect((await search({ category: 'player-cards' })).docs).toEqual([]);
    expect((await search({})).totalDocs).toBe(3);
  });

  it('refuses a category that is not one', async () => {
    const response = await call(t, routes.packageSearch, { body: { category: 'nft' } });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });
});

describe('buying a range package', () => {
  let sponsor: Member;
  let buyer: Member;

  beforeAll(async () => {
    sponsor = await signedInMember(t);
    buyer = await signedInMember(t, { sponsorId: sponsor.id });
    await fundMember(t, { token: buyer.token, operator, amount: 600 });
  });

  it('refuses an amount below the least or above the top, with the amount in the message', async () => {
    const below = await buy(buyer, 198.99);
    expect({ status: below.status, message: below.body.message }).toEqual({
      status: 400,
      message: amountBelowMinimumMessage(199),
    });
    const above = await buy(buyer, 1000.01);
    expect({ status: above.status, message: above.body.message }).toEqual({
      status: 400,
      message: amountAboveMaximumMessage(1000),
    });
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it('refuses a wallet that holds the amount but not the fee on top, moving nothing', async () => {
    const response = await buy(buyer, 600);
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 409,
      message: MSG.insufficientFunds,
    });
    expect(await profileOf(buyer)).toMatchObject({ balance: 600 });
  });

  it('takes the chosen amount and 1 % on top, keeps both on the order, and pays direct income on the amount', async () => {
    const feesBefore = await feesEarned();
    const response = await buy(buyer, '500');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ price: 500, handlingFee: 5, yield: 1.5, maturity: 30 });
    expect(await profileOf(buyer)).toMatchObject({ balance: 95 });
    expect(await feesEarned()).toBe(feesBefore + 5_000_000n);
    // The sponsor's 5 % is of the 500 invested, not of the fee.
    expect(await profileOf(sponsor)).toMatchObject({ earningbalance: 25 });
  });

  it('pays daily profit on the amount, and the capital withdrawal returns the amount, not the fee', async () => {
    const claimed = await call(t, routes.claimProfit.member, { token: buyer.token });
    expect(claimed.body).toMatchObject({ message: MSG.profitClaimed, data: { amount: 7.5, paidOrders: 1 } });
    const [order] = await ordersOf(buyer);
    const capital = await call(t, routes.packageWithdrawal.member, {
      body: { address: ADDRESS, packageId: order?._id },
      token: buyer.token,
    });
    expect(capital.status).toBe(200);
    expect(capital.body.data).toMatchObject({ kind: 'capital', requestPayment: 500 });
  });

  it('keeps the fixed-price rule for a package without a range', async () => {
    const plain = dataOf(await call(t, routes.packageSearch, { body: { search: 'Plain 80' } })).docs[0];
    const response = await buy(buyer, 81, plain?._id);
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message: MSG.packagePriceMismatch,
    });
  });
});

describe('operators set the category, the range and the fee', () => {
  it('refuses a top not above the price, on create and on a change of either', async () => {
    const created = await packageCall(t, routes.adminPackageCreate, {
      body: { title: 'Upside Down', price: 100, maxPrice: 100, yield: 1, maturity: 10 },
      token: operator,
    });
    expect({ status: created.status, message: created.body.message }).toEqual({
      status: 400,
      message: MSG.packageRangeInvalid,
    });
    const changeTop = await packageCall(t, routes.adminPackageUpdate, {
      params: { _id: exclusive },
      body: { maxPrice: 150 },
      token: operator,
    });
    expect({ status: changeTop.status, message: changeTop.body.message }).toEqual({
      status: 400,
      message: MSG.packageRangeInvalid,
    });
    const changePrice = await packageCall(t, routes.adminPackageUpdate, {
      params: { _id: exclusive },
      body: { price: 1000 },
      token: operator,
    });
    expect(changePrice.body.message).toBe(MSG.packageRangeInvalid);
  });

  it('moves a package to another tab, makes it fixed-price again, and audits the change', async () => {
    const id = await createPackage(t, operator, { title: 'Card 10', price: 10, maxPrice: 20, yield: 1, maturity: 5 });
    const updated = await packageCall(t, routes.adminPackageUpdate, {
      params: { _id: id },
      body: { category: 'player-cards', maxPrice: null, handlingFee: 2.5 },
      token: operator,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ category: 'player-cards', maxPrice: null, handlingFee: 2.5 });
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.createdAt);
    expect(audit?.action).toBe('package.create');
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    const changes = audits.filter((row) => row.action === 'package.update');
    expect(changes.find((row) => JSON.stringify(row.details).includes('player-cards'))?.details).toMatchObject({
      from: { category: 'package', maxPrice: 20, handlingFee: 0 },
      to: { category: 'player-cards', maxPrice: null, handlingFee: 2.5 },
    });
  });

  it('refuses a fee above 100 % and a category that is not one', async () => {
    for (const body of [{ handlingFee: 101 }, { handlingFee: -1 }, { category: 'nft' }]) {
      const response = await packageCall(t, routes.adminPackageUpdate, {
        params: { _id: exclusive },
        body,
        token: operator,
      });
      expect(response.status).toBe(400);
    }
  });
});
