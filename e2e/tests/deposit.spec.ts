import { expect, operatorToken, test } from './support';

function randomHash() {
  return `0x${Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;
}

test('a deposit made in the browser, approved by an operator, shows on /my and /assets', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/my$/);
  const before = await page.evaluate(async () => {
    const response = await fetch('/sellerApi/getprofile', {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return (await response.json()).data.balance as number;
  });

  await page.goto('/deposit');
  await expect(page.getByText('Minimum deposit 30 USDT')).toBeVisible();
  await page.getByRole('button', { name: 'Deposit Now' }).click();
  await expect(page.getByText('Please enter amount', { exact: true })).toBeVisible();
  await page.getByLabel('Amount').fill('25');
  await page.getByRole('button', { name: 'Deposit Now' }).click();
  await expect(page.getByText('Please enter an amount of at least 30')).toBeVisible();
  await page.getByLabel('Amount').fill('150.25');
  await page.getByRole('button', { name: 'Deposit Now' }).click();
  await expect(page.getByText('Please enter transaction id')).toBeVisible();
  const hash = randomHash();
  await page.getByLabel('Transaction Hash or ID').fill(hash);
  await page.getByRole('button', { name: 'Deposit Now' }).click();
  await expect(page.getByText('Deposit submitted. It will be credited after verification.')).toBeVisible();

  await page.getByRole('link', { name: 'Deposit History' }).click();
  await expect(page).toHaveURL(/\/reacharge-list/);
  await expect(page.getByText('150.25').first()).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();
  // The hash opens on the block explorer of the operator's settings.
  await expect(page.locator(`a[href="https://bscscan.com/tx/${hash}"]`)).toBeVisible();

  const token = await operatorToken(request);
  const queue = await request.get('/adminApi/deposits?status=pending', {
    headers: { authorization: `Bearer ${token}` },
  });
  const pending = (await queue.json()).data.docs as { _id: string; transaction_id: string }[];
  const mine = pending.find((deposit) => deposit.transaction_id === hash);
  expect(mine).toBeTruthy();
  const approved = await request.post(`/adminApi/deposits/${mine?._id}/approve`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approved.ok()).toBe(true);

  const expected = (before + 150.25).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await page.goto('/my');
  await expect(page.getByText('Electronic Wallet').locator('..')).toContainText(expected);
  await page.goto('/assets');
  await expect(page.getByText('Electronic Wallet', { exact: true }).first().locator('..')).toContainText(expected);
  await page.goto('/reacharge-list');
  await expect(page.getByText('Success').first()).toBeVisible();
});
