import { expect, test } from './support';

// The demo member holds Gold (1,000 USDT at 0.7 % a day) and has today's profit still to claim.
test.describe('claiming', () => {
  // The second claim is meant to be refused 409 (already claimed), which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\) \(at [^)]*\/sellerApi\/invetPamentsettelByday\)$/] });

  test('a package bought in the browser earns with Gold when the coin is clicked, on /my and /trading-income', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/my$/);

    await page.goto('/stake');
    const silver = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Silver' }) });
    await silver.getByRole('button', { name: 'BUY PACKAGE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Silver' });
    await expect(dialog).toContainText('Returns are not guaranteed.');
    await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(page.getByText('Package purchased successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(silver.getByRole('button', { name: 'BUY PACKAGE' })).toBeDisabled();
    await expect(silver).toContainText('0 / 200');

    await page.goto('/reserve');
    await expect(page.getByText("Click on the coin to get today's profit if you have purchased a plan.")).toBeVisible();
    await page.getByRole('button', { name: "Claim today's profit" }).click();
    await expect(page.getByText("Today's profit has been credited to your Flexible wallet.")).toBeVisible();
    await page.getByRole('button', { name: "Claim today's profit" }).click();
    await expect(page.getByText("You have already claimed today's profit. Come back tomorrow.")).toBeVisible();

    // Gold 7 + Silver 3 today.
    await page.goto('/my');
    const tradingRow = page.getByRole('row', { name: /Trading Income/ });
    await expect(tradingRow).toContainText('10.00');
    await page.goto('/trading-income');
    await expect(page.getByText('+3.00 USDT').first()).toBeVisible();
    await expect(page.getByText('+7.00 USDT').first()).toBeVisible();
  });
});
