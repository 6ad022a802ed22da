import { DEMO_MEMBER, expect, logInAsDemo, openMailbox, operatorToken, test } from './support';

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

  // The client's checks first, in the spec's order.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter address')).toBeVisible();
  await page.getByLabel('Address').fill(PAYOUT_ADDRESS);
  await page.getByLabel('Amount').fill('12');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter amount more than 30')).toBeVisible();

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
