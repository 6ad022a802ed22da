import { formatUsdt, MSG, type OrderRow, routes } from '@app/contract';
import {
  DESKTOP,
  expectConsoleLoaded,
  memberWithIncome,
  PAYOUT_ADDRESS,
  secondOperatorToken,
  shot,
  storeMemberSession,
  storeOperatorSession,
} from './console';
import { textContrast } from './contrast';
import { bearer, dataOf, randomHash } from './members';
import { expect, openMailbox, operatorToken, test } from './support';

// Four-eyes payouts (docs/decisions/007-operator-console.md): above the approval limit (1,000 USDT by default) one
// operator approves and another pays; the approver is refused the payment with the server's message. The file runs
// after operator-console.spec.ts, whose phone journey signs the second operator in through the page: its session is
// reused here, so this journey mails one code only (the member's capital withdrawal).

const usdt = (amount: number) => `${formatUsdt(amount)} USDT`;

test.use({
  viewport: DESKTOP,
});

test('a capital withdrawal above the limit is approved by one operator and paid by the other, never by the approver', async ({
  page,
  request,
}) => {
  const member = await memberWithIncome(request);
  const orders = await dataOf<OrderRow[]>(
    request.get(routes.activePackages.member.path, { headers: bearer(member.token) }),
  );
  const platinum = orders.find((order) => order.title === 'Platinum' && order.status === 'active');
  expect(platinum, 'the Platinum order of the member with income').toBeTruthy();
  const mailbox = await openMailbox(member.email);
  const details = { address: PAYOUT_ADDRESS, packageId: platinum?._id ?? '' };
  const started = await dataOf<{ _id: string }>(
    request.post(routes.packageWithdrawal.member.path, { headers: bearer(member.token), data: details }),
  );
  const pending = await dataOf<{ requestPayment: number; netAmount: number; status: string }>(
    request.post(routes.packageWithdrawalVerify.member.path, {
      headers: bearer(member.token),
      data: { address: PAYOUT_ADDRESS, _id: started._id, otp: await mailbox.nextOtp() },
    }),
  );
  expect(pending.status).toBe('pending');
  expect(pending.requestPayment).toBeGreaterThan(1_000);

  // The first operator approves it.
  await storeOperatorSession(page, await operatorToken(request));
  await page.goto('/admin/withdrawals');
  await expectConsoleLoaded(page, 'Withdrawals');
  const row = page
    .getByRole('list', { name: 'Withdrawals' })
    .getByRole('listitem')
    .filter({ hasText: member.email })
    .filter({ hasText: usdt(pending.requestPayment) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Needs a second operator');
  await row.getByRole('button', { name: `Approve ${usdt(pending.requestPayment)} of ${member.fullName}` }).click();
  const approveDialog = page.getByRole('dialog', { name: 'Approve withdrawal' });
  await expect(approveDialog).toContainText(`Approve ${usdt(pending.requestPayment)} of ${member.fullName}?`);
  await shot(page, 'withdrawal-approve-desktop', { viewport: true });
  await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(MSG.withdrawalApproved, { exact: true })).toBeVisible();
  await expect(row).toContainText('Approved by Platform Operator');
  await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  // The approver cannot pay it: Pay is disabled before anyone sends funds, with the server's reason beside it.
  const payButton = row.getByRole('button', { name: `Pay ${usdt(pending.netAmount)} to ${member.fullName}` });
  await expect(payButton).toBeDisabled();
  // It looks disabled (grey, not the live teal) and its label still reads.
  expect(await payButton.evaluate((node) => getComputedStyle(node).borderStyle)).toBe('dashed');
  expect(await textContrast(payButton)).toBeGreaterThanOrEqual(4.5);
  await shot(page, 'withdrawal-pay-disabled-desktop', { viewport: true });
  await expect(row).toContainText(`Cannot pay yet: ${MSG.withdrawalSameOperator}`);
  await expect(row).toContainText('Pending');

  // The second operator pays it.
  await storeOperatorSession(page, await secondOperatorToken(request));
  await page.reload();
  await expectConsoleLoaded(page, 'Withdrawals');
  await expect(page.getByRole('banner')).toContainText('Second Operator');
  await payButton.click();
  const payDialog = page.getByRole('dialog', { name: 'Pay withdrawal' });
  const payout = randomHash();
  await payDialog.getByLabel('Payout transaction hash').fill(payout);
  await payDialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText(MSG.withdrawalPaid, { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  // The member sees it paid.
  await storeMemberSession(page, member);
  await page.goto('/withdrawl-list');
  const mine = page
    .getByRole('list', { name: 'Withdrawals' })
    .getByRole('listitem')
    .filter({ has: page.getByTitle(payout) });
  await expect(mine).toContainText(usdt(pending.requestPayment));
  await expect(mine).toContainText('Success');
});
