import { MSG, routes } from '@app/contract';
import { expectConsoleLoaded, saveSettings, shot, storeMemberSession, storeOperatorSession } from './console';
import { bearer, dataOf, logInMemberByApi, randomAddress, requestWithdrawal } from './members';
import { DEMO_MEMBER, expect, getMailbox, logInAsDemo, openMailbox, operatorToken, test } from './support';

// The wrong code typed on purpose below is refused 400, which Chromium logs as a failed resource.
test.use({
  allowedConsoleErrors: [/status of 400 \(Bad Request\) \(at [^)]*\/sellerApi\/WithdrawalsrequsetVerify\)$/],
});

const PAYOUT_ADDRESS = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';

function randomHash() {
  return `0x${Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;
}

test('a withdrawal confirmed with the mailed code waits as pending, then shows green once an operator pays it', async ({
  page,
  request,
}) => {
  await logInAsDemo(page);
  await page.goto('/assets');
  // The member navigation offers a Withdraw link too: this checks the one on the assets page itself.
  await page.getByRole('main').getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/withdrawladd$/);
  await expect(page.getByText('Minimum withdrawal 30 USDT.')).toBeVisible();

  // The client's checks first, in the order docs/product.md gives.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter address')).toBeVisible();
  await page.getByLabel('Address').fill(PAYOUT_ADDRESS);
  await page.getByLabel('Amount').fill('12');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter an amount of at least 30')).toBeVisible();

  await page.getByLabel('Amount').fill('30');
  const mailbox = await openMailbox(DEMO_MEMBER.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('OTP sent to your email. Enter it to confirm the withdrawal.')).toBeVisible();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByText('28.50 USDT')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter otp')).toBeVisible();
  const otp = await mailbox.nextOtp();
  await page.getByLabel('OTP').fill(otp === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Submit' }).click();
  const toasts = page.locator('.Toastify__toast');
  const wrongCode = toasts.filter({ hasText: 'Incorrect OTP. Please try again.' });
  await expect(wrongCode).toBeVisible();
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Withdrawal request submitted. It is paid after review.')).toBeVisible();
  // The success clears the form's earlier error, newest on top, never more than three on screen.
  await expect(wrongCode).toHaveCount(0);
  await expect(toasts.first()).toContainText('Withdrawal request submitted.');
  expect(await toasts.count()).toBeLessThanOrEqual(3);

  // Back to a clean step 1, and the request in the history below as pending.
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByLabel('Address')).toHaveValue('');
  const history = page.getByRole('list', { name: 'Recent withdrawals' });
  const row = history.getByRole('listitem').first();
  await expect(row).toContainText('30.00 USDT');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

  const token = await operatorToken(request);
  const queue = await request.get('/adminApi/withdrawals?status=pending', {
    headers: { authorization: `Bearer ${token}` },
  });
  const pending = (await queue.json()).data.docs as { _id: string; member: { email: string } }[];
  const mine = pending.find((each) => each.member.email === DEMO_MEMBER.email);
  expect(mine).toBeTruthy();
  const paid = await request.post(`/adminApi/withdrawals/${mine?._id}/pay`, {
    headers: { authorization: `Bearer ${token}` },
    data: { transactionHash: randomHash() },
  });
  expect(paid.ok()).toBe(true);

  await page.goto('/withdrawl-list?status=success');
  const paidRow = page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').first();
  await expect(paidRow).toContainText('Success');
  await expect(paidRow.getByText('Success')).toHaveClass(/green/);
  await expect(paidRow).toContainText('Paid in 0x');
});

type OutboxMail = { file: string; text: string };

async function mailsTo(email: string): Promise<OutboxMail[]> {
  return (await (await getMailbox(email)).json()).data as OutboxMail[];
}

/** The token of the cancel link in the first mail to `email` that is not one of `seen`. */
async function cancelToken(email: string, seen: Set<string>): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await mailsTo(email)).filter((mail) => !seen.has(mail.file));
        token = fresh.map((mail) => mail.text.match(/\/withdrawal-cancel\/(\S+)/)?.[1]).find(Boolean);
        return token;
      },
      { message: `a cancel link mailed to ${email}` },
    )
    .toBeTruthy();
  return token as string;
}

test("a withdrawal cancelled from the mailed link reads a grey Cancelled, and the demo's payout hash is marked Demo with no link", async ({
  page,
  request,
}) => {
  // The cool-down is what mails the cancel link: on for this journey, whatever an earlier spec set, then put back.
  // Turning it on applies at once; putting a shorter one back waits for the second owner, who approves it.
  const operator = await operatorToken(request);
  const settings = await dataOf<{ newAddressHoldHours: number }>(
    request.get(routes.adminSettings.path, { headers: bearer(operator) }),
  );
  const setHold = async (hours: number) =>
    expect((await saveSettings(request, { newAddressHoldHours: hours })).newAddressHoldHours).toBe(hours);
  const demo = await logInMemberByApi(request, DEMO_MEMBER);
  const seen = new Set((await mailsTo(DEMO_MEMBER.email)).map((mail) => mail.file));
  await setHold(24);
  try {
    await requestWithdrawal(request, demo, { address: randomAddress(), amount: 30 });
  } finally {
    await setHold(settings.newAddressHoldHours);
  }
  await page.goto(`/withdrawal-cancel/${await cancelToken(DEMO_MEMBER.email, seen)}`);
  await page.getByRole('button', { name: 'Cancel this withdrawal' }).click();
  await expect(page.getByRole('status')).toContainText(MSG.withdrawalCancelled);

  await storeMemberSession(page, demo);
  await page.goto('/withdrawl-list');
  const rows = page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem');
  const cancelled = rows.filter({ hasText: 'Cancelled' });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled.getByText('Cancelled', { exact: true })).toHaveClass(/slate/);
  await expect(cancelled).not.toContainText('Rejected');
  await expect(cancelled).toContainText('the whole amount went back to your Flexible wallet');
  // The seeded payout: its made-up hash shown and marked, opening no explorer page.
  const seeded = rows.filter({ hasText: 'Paid in' }).filter({ hasText: 'Demo' });
  await expect(seeded).toHaveCount(1);
  await expect(seeded).toContainText('40.00 USDT');
  // Its only link is "Ask about this" (support), none to an explorer.
  await expect(seeded.locator('a[href^="http"]')).toHaveCount(0);
  await expect(seeded.getByRole('link')).toHaveText([/Ask about this/]);
  await shot(page, 'withdrawal-list-cancelled-demo');

  await storeOperatorSession(page, operator);
  await page.goto('/admin/withdrawals?status=reject');
  await expectConsoleLoaded(page, 'Withdrawals');
  const queue = page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem');
  const mine = queue.filter({ hasText: DEMO_MEMBER.email }).filter({ hasText: 'Cancelled' });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText('Cancelled', { exact: true })).toHaveClass(/slate/);
  await shot(page, 'console-withdrawals-cancelled');
  // The oldest paid one is the demo's: marked, copyable, and no explorer link for its hash.
  await page.goto('/admin/withdrawals?status=success&order=oldest');
  await expectConsoleLoaded(page, 'Withdrawals');
  const oldest = queue.first();
  await expect(oldest).toContainText(DEMO_MEMBER.email);
  await expect(oldest.getByText('Demo value, on no chain')).toBeVisible();
  await expect(oldest.getByRole('button', { name: /^Copy payout transaction hash/ })).toBeVisible();
  await expect(oldest.getByRole('link', { name: /^Open payout transaction hash/ })).toHaveCount(0);
  await expect(oldest.getByRole('link', { name: /^Open address/ })).toHaveCount(1);
  await shot(page, 'console-withdrawals-demo-hash');
});
