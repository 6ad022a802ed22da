import { MSG, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createPackage,
  dataOf,
  expectLedgerClean,
  fundMember,
  newOperatorToken,
  readLatestOtp,
  signedInMember,
  useTestApp,
} from '../../helper';
import { ADDRESS, listWithdrawals, OTHER_ADDRESS } from '../../withdrawal-kit';

const t = useTestApp();
let operator: string;
let gold: string;
let tiny: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  gold = await createPackage(t, operator, { title: 'Gold', price: 200, yield: 1, maturity: 3 });
  tiny = await createPackage(t, operator, { title: 'Tiny', price: 5, yield: 1, maturity: 3 });
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function buy(member: Member, packageId: string, price: number) {
  await fundMember(t, { token: member.token, operator, amount: Math.max(price, 30) });
  const bought = await call(t, routes.purchasePackage.member, {
    body: { packageId, amount: price, payment_mode_name: 'wallet' },
    token: member.token,
  });
  if (bought.status !== 200) throw new Error(bought.body.message);
  return dataOf(bought)._id;
}

async function orders(member: Member) {
  return dataOf(await call(t, routes.activePackages.member, { token: member.token }));
}

async function startCapital(member: Member, orderId: string) {
  const response = await call(t, routes.packageWithdrawal.member, {
    body: { address: ADDRESS, packageId: orderId },
    token: member.token,
  });
  return { response, otp: response.status === 200 ? await readLatestOtp(t, member.email) : '' };
}

const verify = (member: Member, body: Record<string, unknown>) =>
  call(t, routes.packageWithdrawalVerify.member, { body, token: member.token });

describe('package capital withdrawal', () => {
  it('checks the address and the order', async () => {
    const member = await signedInMember(t);
    const orderId = await buy(member, gold, 200);
    const noAddress = await call(t, routes.packageWithdrawal.member, {
      body: { packageId: orderId },
      token: member.token,
    });
    expect(noAddress.body.message).toBe(MSG.addressRequired);
    const noOrder = await call(t, routes.packageWithdrawal.member, { body: { address: ADDRESS }, token: member.token });
    expect(noOrder.body.message).toBe(MSG.orderRequired);
    const stranger = await signedInMember(t);
    const notMine = await call(t, routes.packageWithdrawal.member, {
      body: { address: ADDRESS, packageId: orderId },
      token: stranger.token,
    });
    expect({ status: notMine.status, message: notMine.body.message }).toEqual({ status: 404, message: MSG.notFound });
  });

  it("takes the package's id, as the path /withdrawladd/{id} names it: the member's order of that package", async () => {
    const member = await signedInMember(t);
    const orderId = await buy(member, gold, 200);
    const byPackage = await startCapital(member, gold);
    expect(byPackage.response.status).toBe(200);
    expect(byPackage.response.body.data).toMatchObject({ kind: 'capital', orderId, packageTitle: 'Gold' });

    // Another member holds no order of it: not found, as for an order id not theirs.
    const stranger = await signedInMember(t);
    const notHeld = await startCapital(stranger, gold);
    expect({ status: notHeld.response.status, message: notHeld.response.body.message }).toEqual({
      status: 404,
      message: MSG.notFound,
    });
  });

  it('closes the order, holds its capital less nothing until paid, and stops its profit', async () => {
    const sponsor = await signedInMember(t);
    await buy(sponsor, gold, 200);
    const member = await signedInMember(t, { sponsorId: sponsor.id });
    const orderId = await buy(member, gold, 200);
    const teamBefore = dataOf(await call(t, routes.dashboard.member, { token: sponsor.token }));
    expect(teamBefore.teamAActive).toBe(1);

    const { response, otp } = await startCapital(member, orderId);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      kind: 'capital',
      requestPayment: 200,
      charge: 20,
      chargePercent: 10,
      netAmount: 180,
      packageTitle: 'Gold',
      orderId,
      status: 'unverified',
    });
    const id = dataOf(response)._id;
    const missingOtp = await verify(member, { address: ADDRESS, _id: id });
    expect(missingOtp.body.message).toBe('Please enter otp');
    const otherAddress = await verify(member, { address: OTHER_ADDRESS, otp, _id: id });
    expect(otherAddress.body.message).toBe(MSG.withdrawalDetailsChanged);
    // An income request's verify call does not accept a capital request.
    const wrongCall = await call(t, routes.withdrawalVerify.member, {
      body: { address: ADDRESS, amount: 200, otp, _id: id },
      token: member.token,
    });
    expect(wrongCall.status).toBe(404);

    const verified = await verify(member, { address: ADDRESS, otp, _id: id });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ status: 'pending', packageTitle: 'Gold' });
    expect((await orders(member)).find((order) => order._id === orderId)?.status).toBe('withdrawn');
    const claim = await call(t, routes.claimProfit.member, { token: member.token });
    expect({ status: claim.status, message: claim.body.message }).toEqual({
      status: 409,
      message: MSG.profitNothingDue,
    });
    const teamAfter = dataOf(await call(t, routes.dashboard.member, { token: sponsor.token }));
    expect(teamAfter).toMatchObject({ teamAActive: 0, teamAInactive: 1 });

    const again = await startCapital(member, orderId);
    expect({ status: again.response.status, message: again.response.body.message }).toEqual({
      status: 409,
      message: MSG.orderNotWithdrawable,
    });
    await expectLedgerClean(t);
  });

  it('lets one of two open requests for one order through', async () => {
    const member = await signedInMember(t);
    const orderId = await buy(member, gold, 200);
    const first = await startCapital(member, orderId);
    const second = await startCapital(member, orderId);
    const answers = await Promise.all([
      verify(member, { address: ADDRESS, otp: first.otp, _id: dataOf(first.response)._id }),
      verify(member, { address: ADDRESS, otp: second.otp, _id: dataOf(second.response)._id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(MSG.orderNotWithdrawable);
    expect((await listWithdrawals(t, member.token)).totalDocs).toBe(1);
  });

  it('returns a rejected capital to the income wallet, withdrawable', async () => {
    const member = await signedInMember(t);
    const orderId = await buy(member, gold, 200);
    const { response, otp } = await startCapital(member, orderId);
    const id = dataOf(response)._id;
    expect((await verify(member, { address: ADDRESS, otp, _id: id })).status).toBe(200);
    const body = { reason: 'Wrong network' };
    const rejected = await call(t, routes.adminWithdrawalReject, { params: { _id: id }, body, token: operator });
    expect(rejected.status).toBe(200);
    const profile = dataOf(await call(t, routes.profile.member, { token: member.token }));
    expect(profile.earningbalance).toBe(200);
    expect((await orders(member)).find((order) => order._id === orderId)?.status).toBe('withdrawn');
  });
  it('allows a matured order and refuses capital under the minimum', async () => {
    const member = await signedInMember(t);
    const orderId = await buy(member, gold, 200);
    const small = await signedInMember(t);
    const tinyOrder = await buy(small, tiny, 5);
    // Last in the file: the operator's session does not outlive these days.
    for (let day = 0; day < 3; day += 1) {
      expect((await call(t, routes.claimProfit.member, { token: member.token })).status).toBe(200);
      t.clock.advanceSeconds(24 * 60 * 60);
    }
    expect((await orders(member)).find((order) => order._id === orderId)?.status).toBe('matured');
    const matured = await startCapital(member, orderId);
    expect(matured.response.status).toBe(200);

    const refused = await startCapital(small, tinyOrder);
    expect({ status: refused.response.status, message: refused.response.body.message }).toEqual({
      status: 400,
      message: MSG.capitalBelowMinimum,
    });
  });
});
