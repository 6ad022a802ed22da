import { formatUsdt, MSG } from '@app/contract';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  DESKTOP,
  expectConsoleLoaded,
  memberWithIncome,
  PAYOUT_ADDRESS,
  PHONE,
  shot,
  storeMemberSession,
  storeOperatorSession,
  usdtText,
} from './console';
import { type Member, memberProfile, randomHash, requestWithdrawal, submitDeposit, termValue } from './members';
import { expect, operatorToken, test } from './support';

// The console's queues on real data: a member's deposit approved, a withdrawal paid and one rejected, each seen
// from the operator's side and then the member's. The operator's session is stored as the sign-in stores it
// (operator-console.spec.ts signs in through the page).

const usdt = (amount: number) => `${formatUsdt(amount)} USDT`;

/** The one row of the console's queue `list` that belongs to `member` and reads `amount`. */
function queueRow(page: Page, list: 'Deposits' | 'Withdrawals', member: Member, amount: number) {
  return page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ hasText: member.email })
    .filter({ hasText: usdt(amount) });
}

async function openQueue(page: Page, path: '/admin/deposits' | '/admin/withdrawals', heading: string) {
  await page.goto(path);
  await expectConsoleLoaded(page, heading);
}

const SIZES = [
  { name: 'phone', viewport: PHONE, amount: 123.45 },
  { name: 'desktop', viewport: DESKTOP, amount: 234.56 },
] as const;

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('a deposit approved in the console is credited: approved on /reacharge-list, in the Electronic Wallet on /my', async ({
      page,
      request,
    }) => {
      const { amount } = size;
      const member = await memberWithIncome(request);
      const before = (await memberProfile(request, member)).balance;
      const deposit = await submitDeposit(request, member, amount);

      await storeOperatorSession(page, await operatorToken(request));
      await openQueue(page, '/admin/deposits', 'Deposits');
      await expect(page.getByRole('link', { name: 'Pending', exact: true })).toHaveAttribute('aria-current', 'page');
      const row = queueRow(page, 'Deposits', member, amount);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(member.fullName);
      await expect(row).toContainText('Pending');
      // The hash to check on chain: shortened to fit, the whole of it on hover.
      await expect(row.getByTitle(deposit.transaction_id, { exact: true })).toBeVisible();
      // And a link to it on the block explorer the settings name (BscScan by default).
      await expect(row.getByRole('link', { name: /^Open transaction hash .* on the block explorer/ })).toHaveAttribute(
        'href',
        `https://bscscan.com/tx/${deposit.transaction_id}`,
      );
      await shot(page, `deposits-${size.name}`);

      await row.getByRole('button', { name: `Approve ${usdt(amount)} from ${member.fullName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve deposit' });
      await expect(dialog).toContainText(`Approve ${usdt(amount)} from ${member.fullName}?`);
      await expect(dialog).toContainText(member.email);
      await expect(dialog).toContainText(deposit.transaction_id);
      await shot(page, `deposit-approve-${size.name}`, { viewport: true });
      expect(await seriousViolations(page), 'approve dialog').toEqual([]);
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(page.getByText(MSG.depositApproved, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toHaveCount(0);

      // The member's side, in the same browser: the member's session sits beside the operator's.
      await storeMemberSession(page, member);
      await page.goto('/reacharge-list');
      const mine = page
        .getByRole('list', { name: 'Deposits' })
        .getByRole('listitem')
        .filter({ has: page.getByTitle(deposit.transaction_id) });
      await expect(mine).toContainText(usdt(amount));
      await expect(mine).toContainText('Success');
      await page.goto('/my');
      await expect(termValue(page.getByRole('main'), 'Electronic Wallet')).toHaveText(usdtText(before + amount));
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a withdrawal below the approval limit is paid with its payout hash, and the member sees it paid', async ({
    page,
    request,
  }) => {
    const member = await memberWithIncome(request);
    const withdrawal = await requestWithdrawal(request, member, { address: PAYOUT_ADDRESS, amount: 30 });
    expect([withdrawal.status, withdrawal.netAmount]).toEqual(['pending', 28.5]);

    await storeOperatorSession(page, await operatorToken(request));
    await openQueue(page, '/admin/withdrawals', 'Withdrawals');
    const row = queueRow(page, 'Withdrawals', member, 30);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(member.fullName);
    await expect(row).toContainText('Flexible wallet');
    await expect(row).toContainText('Pending');
    await expect(termValue(row, 'Net')).toHaveText(usdt(28.5));
    await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    await shot(page, 'withdrawals-phone');

    await row.getByRole('button', { name: `Pay ${usdt(28.5)} to ${member.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay withdrawal' });
    await expect(dialog).toContainText(`Pay ${usdt(28.5)} to ${member.fullName}?`);
    await expect(dialog.getByText(PAYOUT_ADDRESS)).toBeVisible();
    const hashField = dialog.getByLabel('Payout transaction hash');
    const markPaid = dialog.getByRole('button', { name: 'Mark as paid' });
    await markPaid.click();
    await expect(dialog.getByText(MSG.transactionIdRequired)).toBeVisible();
    await hashField.fill('0x1234');
    await markPaid.click();
    await expect(dialog.getByText(MSG.transactionIdInvalid)).toBeVisible();
    const payout = randomHash();
    await hashField.fill(payout);
    await shot(page, 'withdrawal-pay-phone', { viewport: true });
    await markPaid.click();
    await expect(page.getByText(MSG.withdrawalPaid, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    await storeMemberSession(page, member);
    await page.goto('/withdrawl-list');
    const mine = page
      .getByRole('list', { name: 'Withdrawals' })
      .getByRole('listitem')
      .filter({ has: page.getByTitle(payout) });
    await expect(mine).toContainText(usdt(30));
    await expect(mine).toContainText('Success');
    await expect(mine).toContainText(`Paid in ${payout.slice(0, 6)}…${payout.slice(-4)}`);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a withdrawal rejected with a reason: the member reads the reason and has the whole amount back', async ({
    page,
    request,
  }) => {
    const member = await memberWithIncome(request);
    const before = (await memberProfile(request, member)).earningbalance;
    await requestWithdrawal(request, member, { address: PAYOUT_ADDRESS, amount: 35 });
    expect((await memberProfile(request, member)).earningbalance).toBeCloseTo(before - 35, 6);

    await storeOperatorSession(page, await operatorToken(request));
    await openQueue(page, '/admin/withdrawals', 'Withdrawals');
    const row = queueRow(page, 'Withdrawals', member, 35);
    await expect(row).toHaveCount(1);
    await expect(termValue(row, 'Net')).toHaveText(usdt(33.25));
    await shot(page, 'withdrawals-desktop');

    // The pay dialog first, then Cancel: nothing is recorded.
    const who = `${usdt(33.25)} to ${member.fullName}`;
    await row.getByRole('button', { name: `Pay ${who}` }).click();
    const payDialog = page.getByRole('dialog', { name: 'Pay withdrawal' });
    await expect(payDialog).toContainText(`Pay ${who}?`);
    await expect(payDialog.getByText(PAYOUT_ADDRESS)).toBeVisible();
    await shot(page, 'withdrawal-pay-desktop', { viewport: true });
    expect(await seriousViolations(page), 'pay dialog').toEqual([]);
    await payDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(payDialog).toBeHidden();
    await expect(row).toContainText('Pending');

    await row.getByRole('button', { name: `Reject ${who}` }).click();
    const rejectDialog = page.getByRole('dialog', { name: 'Reject withdrawal' });
    await expect(rejectDialog).toContainText(
      `Reject ${usdt(35)} of ${member.fullName}? ${usdt(35)} (charge included) goes back to their Flexible wallet.`,
    );
    const reject = rejectDialog.getByRole('button', { name: 'Reject', exact: true });
    await reject.click();
    await expect(rejectDialog.getByText(MSG.rejectReasonRequired)).toBeVisible();
    // A reason the operators keep in every language, and the operator's own words after it.
    await rejectDialog.getByLabel('Kept reason').selectOption({ label: 'The address cannot receive BEP-20 USDT' });
    const note = 'The address belongs to an exchange that refuses BEP-20 deposits';
    await rejectDialog.getByLabel('Reason in your words').fill(note);
    const reason = `The address cannot receive BEP-20 USDT — ${note}`;
    await shot(page, 'withdrawal-reject-desktop', { viewport: true });
    await reject.click();
    await expect(page.getByText(MSG.withdrawalRejected, { exact: true })).toBeVisible();
    await expect(rejectDialog).toBeHidden();
    await expect(row).toHaveCount(0);

    await storeMemberSession(page, member);
    await page.goto('/withdrawl-list?status=reject');
    const mine = page
      .getByRole('list', { name: 'Withdrawals' })
      .getByRole('listitem')
      .filter({ hasText: `Reason: ${reason}` });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(usdt(35));
    await expect(mine).toContainText('Rejected');
    await page.goto('/my');
    await expect(termValue(page.getByRole('main'), 'Flexible wallet')).toHaveText(usdtText(before));
  });
});
