import { MSG, routes, withdrawalOnHoldMessage } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerReconciliations } from '../../../src/db/schema';
import { call, dataOf, newOperatorToken, randomTxHash, saveSettings, signedInMember, useTestApp } from '../../helper';
import { earnIncome, newRequestWindow, pendingWithdrawal } from '../../withdrawal-kit';

// The console's withdrawal list says, per row and per operator, whether "Pay" would pass and why not; the payment
// refuses by the same rule, so the flag and the answer never disagree (holds, freeze, four eyes).
const t = useTestApp({ payoutSafety: true });
let first: string;
let second: string;
let member: Awaited<ReturnType<typeof signedInMember>>;

const LIMIT = 40;

beforeAll(async () => {
  first = await newOperatorToken(t);
  second = await newOperatorToken(t);
  // The cool-down is turned on by the test about it; the others pay the member's address at once.
  // Dropping the hold loosens a guarded setting: saveSettings has the second owner approve it.
  const saved = await saveSettings(t, first, { payoutApprovalAbove: LIMIT, newAddressHoldHours: 0 });
  expect(saved.status, saved.body.message).toBe(200);
  member = await signedInMember(t);
  await earnIncome(t, { member, operator: first, amount: 500 });
});

async function newPending(amount: number) {
  await newRequestWindow(t);
  return pendingWithdrawal(t, { member, amount });
}

async function rowAs(token: string, id: string, status: 'pending' | 'success' = 'pending') {
  const list = dataOf(await call(t, routes.adminWithdrawals, { query: { status }, token }));
  const row = list.docs.find((each) => each._id === id);
  if (!row) throw new Error(`withdrawal ${id} is not listed`);
  return row;
}

/** The row as `token` sees it, then its payment: it passes exactly when the row said so, or fails with its reason. */
async function payAsListed(token: string, id: string) {
  const row = await rowAs(token, id);
  const paid = await call(t, routes.adminWithdrawalPay, {
    params: { _id: id },
    body: { transactionHash: randomTxHash() },
    token,
  });
  if (row.canPay) {
    expect(paid.status, paid.body.message).toBe(200);
    expect(row.cannotPayReason).toBeNull();
  } else {
    expect(paid).toMatchObject({ status: 409, body: { message: row.cannotPayReason } });
  }
  return row;
}

describe('the console list says who can pay a withdrawal, by the rule the payment applies', () => {
  it('above the approval limit: nobody before an approval, then the other operator only', async () => {
    const id = await newPending(50);
    expect(await rowAs(second, id)).toMatchObject({ canPay: false, cannotPayReason: MSG.withdrawalNeedsApproval });
    expect(await payAsListed(first, id)).toMatchObject({
      canPay: false,
      cannotPayReason: MSG.withdrawalNeedsApproval,
    });

    const approved = await call(t, routes.adminWithdrawalApprove, { params: { _id: id }, token: first });
    // The approval's answer is the approver's view of the row.
    expect(dataOf(approved)).toMatchObject({ canPay: false, cannotPayReason: MSG.withdrawalSameOperator });
    expect(await payAsListed(first, id)).toMatchObject({ canPay: false, cannotPayReason: MSG.withdrawalSameOperator });
    expect(await payAsListed(second, id)).toMatchObject({ canPay: true, cannotPayReason: null });
  });

  it('while payouts are frozen nobody can pay, and after the report is acknowledged they can', async () => {
    const id = await newPending(30);
    expect(await rowAs(first, id)).toMatchObject({ canPay: true });
    // A failed reconciliation run, as the scheduled check records one.
    const [report] = await t.ctx.db
      .insert(ledgerReconciliations)
      .values({ checkedAt: t.ctx.clock(), durationMs: 1, problemCount: 1, problems: [{ rule: 'test' }] })
      .returning();
    expect(await payAsListed(first, id)).toMatchObject({ canPay: false, cannotPayReason: MSG.payoutsPaused });

    // Two owners acknowledge it (docs/decisions/035-dual-control.md): the first one's leaves the freeze on.
    const body = { reconciliationId: report?.id ?? '' };
    expect((await call(t, routes.adminReconciliationAcknowledge, { body, token: first })).status).toBe(202);
    expect(await payAsListed(first, id)).toMatchObject({ canPay: false, cannotPayReason: MSG.payoutsPaused });
    const acknowledged = await call(t, routes.adminReconciliationAcknowledge, { body, token: second });
    expect(acknowledged.status, acknowledged.body.message).toBe(200);
    expect(await payAsListed(first, id)).toMatchObject({ canPay: true });
  });
  it('a withdrawal to a new address cannot be paid during its hold, then can', async () => {
    await call(t, routes.adminSettingsUpdate, { body: { newAddressHoldHours: 24 }, token: first });
    const newcomer = await signedInMember(t);
    await earnIncome(t, { member: newcomer, operator: first, amount: 100 });
    await newRequestWindow(t);
    const id = await pendingWithdrawal(t, { member: newcomer, amount: 30 });
    const held = await payAsListed(first, id);
    expect(held).toMatchObject({ canPay: false, payoutCheck: 'manual' });
    expect(held.cannotPayReason).toBe(withdrawalOnHoldMessage(held.holdUntil ?? ''));

    t.clock.advanceSeconds(25 * 3600);
    // The day's sessions have ended meanwhile.
    const later = await newOperatorToken(t);
    expect(await payAsListed(later, id)).toMatchObject({ canPay: true });
    expect(await rowAs(later, id, 'success')).toMatchObject({
      canPay: false,
      cannotPayReason: MSG.withdrawalAlreadyReviewed,
    });
  });
});
