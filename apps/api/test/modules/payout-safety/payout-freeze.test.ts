import { MSG, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  call,
  createMember,
  createPackage,
  dataOf,
  expectLedgerClean,
  newOperatorToken,
  nextClientIp,
  randomTxHash,
  readLatestOtp,
  signedInMember,
  useTestApp,
} from '../../helper';
import { runReconciliationJob, shiftPosting } from '../../ledger-fault-kit';
import { creditIncome, requestTransfer, verifyTransfer } from '../../transfer-kit';
import { ADDRESS, earnIncome, fundAndBuy, pendingWithdrawal, requestWithdrawal } from '../../withdrawal-kit';

// The reconciliation freeze (docs/decisions/011-payout-safety.md): a failed ledger check stops every way money
// leaves until an operator acknowledges its report. The ledger is broken on purpose and mended before the end.
const t = useTestApp();

describe('the payout freeze', () => {
  it('refuses payouts, member withdrawals, capital withdrawals and transfers until the report is acknowledged', async () => {
    const operator = await newOperatorToken(t);
    const member = await signedInMember(t);
    const receiver = await createMember(t);
    await earnIncome(t, { member, operator, amount: 200 });
    const gold = await createPackage(t, operator, { title: 'Gold', price: 100, yield: 1, maturity: 30 });
    const orderId = await fundAndBuy(t, { member, operator, packageId: gold, price: 100 });
    await creditIncome(t, { memberId: member.id, operator, amount: '10' });

    const toPay = await pendingWithdrawal(t, { member, amount: 30 });
    const unverified = await requestWithdrawal(t, { member, amount: 40 });
    const transfer = await requestTransfer(t, { sender: member, receiverUid: String(receiver.referId), amount: 5 });
    const capitalId = dataOf(
      await call(t, routes.packageWithdrawal.member, {
        body: { address: ADDRESS, packageId: orderId },
        token: member.token,
        ip: nextClientIp(),
      }),
    )._id;
    const capitalOtp = await readLatestOtp(t, member.email);
    const freeze = async () => dataOf(await call(t, routes.adminPayoutFreeze, { token: operator }));
    await runReconciliationJob(t);
    expect(await freeze()).toMatchObject({ frozen: false, reconciliation: { problemCount: 0 } });

    await shiftPosting(t, { memberId: member.id, by: 1 });
    t.clock.advanceSeconds(60);
    await runReconciliationJob(t);
    const frozen = await freeze();
    expect(frozen.frozen).toBe(true);
    expect(frozen.reconciliation?.problemCount).toBeGreaterThan(0);
    expect(frozen.reconciliation?.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ rule: 'entry-sums-to-zero' })]),
    );

    const pay = () =>
      call(t, routes.adminWithdrawalPay, {
        params: { _id: toPay },
        body: { transactionHash: randomTxHash() },
        token: operator,
      });
    const verify = () =>
      call(t, routes.withdrawalVerify.member, {
        body: { address: ADDRESS, amount: 40, otp: unverified.otp, _id: unverified.id },
        token: member.token,
        ip: nextClientIp(),
      });
    const verifyCapital = () =>
      call(t, routes.packageWithdrawalVerify.member, {
        body: { address: ADDRESS, otp: capitalOtp, _id: capitalId },
        token: member.token,
        ip: nextClientIp(),
      });
    const paused = { status: 409, body: expect.objectContaining({ message: MSG.payoutsPaused }) };
    expect(await pay()).toMatchObject(paused);
    expect(await verify()).toMatchObject(paused);
    expect(await verifyCapital()).toMatchObject(paused);
    expect(await verifyTransfer(t, { token: member.token, id: transfer.id, otp: transfer.otp })).toMatchObject(paused);

    // Only the latest failed report can be acknowledged, by two owners (docs/decisions/035-dual-control.md): the
    // first one's is recorded and the freeze stays, another one's lifts it; each is audited.
    const reportId = frozen.reconciliation?._id as string;
    const acknowledge = (token: string) =>
      call(t, routes.adminReconciliationAcknowledge, { body: { reconciliationId: reportId }, token });
    const first = await acknowledge(operator);
    expect(first).toMatchObject({ status: 202, body: { message: MSG.reconciliationAcknowledgedFirst } });
    expect(dataOf(first)).toMatchObject({ frozen: true, reconciliation: { acknowledgedBy: null } });
    expect(dataOf(first).reconciliation?.firstAcknowledgedBy).not.toBeNull();
    expect(await pay()).toMatchObject(paused);
    expect(await acknowledge(operator)).toMatchObject({
      status: 409,
      body: { message: MSG.reconciliationSameOwner },
    });
    const acknowledged = await acknowledge(await newOperatorToken(t));
    expect(acknowledged.status, acknowledged.body.message).toBe(200);
    expect(acknowledged.body.message).toBe(MSG.reconciliationAcknowledged);
    expect(dataOf(acknowledged)).toMatchObject({ frozen: false, reconciliation: { _id: reportId } });
    expect(dataOf(acknowledged).reconciliation?.acknowledgedBy).not.toBeNull();
    const again = await acknowledge(operator);
    expect(again).toMatchObject({ status: 409, body: { message: MSG.reconciliationNotOpen } });
    const audit = dataOf(
      await call(t, routes.adminAudit, { query: { action: 'reconciliation.acknowledge' }, token: operator }),
    );
    expect(audit.docs).toEqual([expect.objectContaining({ action: 'reconciliation.acknowledge', targetId: reportId })]);

    // The refused codes were not spent: the same calls now pass.
    expect((await pay()).status).toBe(200);
    expect((await verify()).status).toBe(200);
    expect((await verifyCapital()).status).toBe(200);
    expect((await verifyTransfer(t, { token: member.token, id: transfer.id, otp: transfer.otp })).status).toBe(200);

    // The next run finds the same problems: they were acknowledged, no new freeze. A new problem freezes again.
    t.clock.advanceSeconds(900);
    await runReconciliationJob(t);
    expect((await freeze()).frozen).toBe(false);
    await shiftPosting(t, { memberId: receiver.id, by: 1 });
    t.clock.advanceSeconds(900);
    await runReconciliationJob(t);
    expect((await freeze()).frozen).toBe(true);

    // Mended, the next run balances and payouts are open without an acknowledgement.
    await shiftPosting(t, { memberId: member.id, by: -1 });
    await shiftPosting(t, { memberId: receiver.id, by: -1 });
    t.clock.advanceSeconds(900);
    await runReconciliationJob(t);
    expect(await freeze()).toMatchObject({ frozen: false, reconciliation: { problemCount: 0 } });
    await expectLedgerClean(t);
  });

  it('runs the check before the first payment of a batch when its last run is older than the schedule', async () => {
    const operator = await newOperatorToken(t);
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const first = await pendingWithdrawal(t, { member, amount: 30 });
    const second = await pendingWithdrawal(t, { member, amount: 30 });
    await shiftPosting(t, { memberId: member.id, by: 1 });
    // No scheduled run since: the payment itself reconciles, finds the problem and refuses.
    t.clock.advanceSeconds(900);
    const pay = (id: string) =>
      call(t, routes.adminWithdrawalPay, {
        params: { _id: id },
        body: { transactionHash: randomTxHash() },
        token: operator,
      });
    expect(await pay(first)).toMatchObject({ status: 409, body: { message: MSG.payoutsPaused } });
    expect((await call(t, routes.adminPayoutFreeze, { token: operator })).body.data?.frozen).toBe(true);
    await shiftPosting(t, { memberId: member.id, by: -1 });
    t.clock.advanceSeconds(900);
    expect((await pay(first)).status).toBe(200);
    expect((await pay(second)).status).toBe(200);
    await expectLedgerClean(t);
  });
});
