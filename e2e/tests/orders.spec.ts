import { randomUUID } from 'node:crypto';
import { MSG } from '@app/contract';
import { buyPackage, fundWallet, randomAddress, signUpMember, termValue } from './members';
import { DEMO_MEMBER, expect, logIn, openMailbox, test } from './support';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

// The purchase refused on purpose below is logged by Chromium as a failed resource.
test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\) \(at [^)]*\/sellerApi\/purchasePackage\)$/] });

test('a member saves a USDT address on /settingNew, finds the package on /my-order and withdraws its capital to that address', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, { fullName: 'Neha Kapoor', sponsor: DEMO_MEMBER.referId });
  const order = await buyPackage(request, member, 'Starter');
  const address = randomAddress();
  // Typed in lower case; the server keeps the checksummed spelling of the same address.
  const sameAddress = new RegExp(`^${address}$`, 'i');
  await logIn(page, member);

  // The purchase dialog is modal: what it says must be inside it, above its backdrop, not in a toast behind it.
  await page.goto('/stake');
  const silver = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Silver' }) });
  await silver.getByRole('button', { name: 'BUY PACKAGE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Silver' });
  await expect(dialog).toContainText('You need 500.00 USDT more in your Electronic Wallet.');
  await expect(dialog.getByRole('button', { name: 'Confirm purchase' })).toBeDisabled();
  // A trial click fails when anything covers the link.
  await dialog.getByRole('link', { name: 'Deposit USDT' }).click({ trial: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await fundWallet(request, member, 500);
  await page.reload();
  await page.route('**/sellerApi/purchasePackage', (route) =>
    route.fulfill({ status: 409, json: { success: false, message: MSG.packageAlreadyActive, code: 'CONFLICT' } }),
  );
  await silver.getByRole('button', { name: 'BUY PACKAGE' }).click();
  await expect(dialog).not.toContainText('You need');
  await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
  await dialog.getByRole('alert').filter({ hasText: MSG.packageAlreadyActive }).click({ trial: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.unroute('**/sellerApi/purchasePackage');

  await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'USDT address' }).click();
  await expect(page).toHaveURL(/\/settingNew$/);
  await expect(page.getByText('Saved address: none yet')).toBeVisible();
  const field = page.getByLabel('USDT (BEP-20) address');
  const save = page.getByRole('button', { name: 'Save address' });
  await save.click();
  await expect(page.getByText(MSG.addressRequired)).toBeVisible();
  await field.fill('0x1234');
  await save.click();
  await expect(page.getByText(MSG.addressInvalid)).toBeVisible();
  await field.fill(address);
  await save.click();
  await expect(page.getByText(MSG.usdtAddressSaved)).toBeVisible();
  const saved = page.getByText('Saved address:').locator('span');
  await expect(saved).toHaveText(sameAddress);
  // Stored by the server, not only in the page.
  await page.reload();
  await expect(saved).toHaveText(sameAddress);
  await expect(field).toHaveValue(sameAddress);

  await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/my-order$/);
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  const starter = orders.filter({ has: page.getByRole('heading', { name: 'Starter' }) });
  // The terms the order was bought under: 100 USDT at 0.5 % a day for 200 days.
  await expect(starter).toContainText('100.00 USDT · Income 0.5% daily');
  await expect(starter.getByText('Active', { exact: true })).toBeVisible();
  await expect(starter.getByText('0 / 200')).toBeVisible();
  await expect(starter.getByRole('progressbar', { name: 'Days completed' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 200 days',
  );
  await expect(starter.locator('time')).toHaveText(DATE_TIME);

  // The spec's /withdrawladd/{id} with the package's id opens the same order.
  await page.goto(`/withdrawladd/${order.package_id}`);
  await expect(page.getByRole('region', { name: 'Withdraw the capital of Starter' })).toBeVisible();
  await page.goBack();
  await starter.getByRole('link', { name: 'Withdraw capital of Starter' }).click();
  await expect(page).toHaveURL(new RegExp(`/withdrawladd/${order._id}$`));
  const form = page.getByRole('region', { name: 'Withdraw the capital of Starter' });
  await expect(termValue(form, 'Capital')).toHaveText('100.00 USDT');
  await expect(termValue(form, 'Admin charge')).toHaveText('10%');
  await expect(form.getByText('Minimum 10 USDT.')).toBeVisible();
  await form.getByRole('button', { name: /^Use my saved address/ }).click();
  await expect(form.getByLabel('Address')).toHaveValue(sameAddress);
  const mailbox = await openMailbox(member.email);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(MSG.withdrawalOtpSent)).toBeVisible();
  await expect(form.getByText('Step 2 of 2')).toBeVisible();
  await expect(termValue(form, 'Charge')).toHaveText('10.00 USDT');
  await expect(termValue(form, 'You receive')).toHaveText('90.00 USDT');
  await form.getByLabel('OTP').fill(await mailbox.nextOtp());
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(MSG.withdrawalSubmitted)).toBeVisible();

  // Back on /my-order the package is closed and offers no second withdrawal.
  await expect(page).toHaveURL(/\/my-order$/);
  await expect(starter.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(starter.getByRole('link', { name: /Withdraw capital/ })).toHaveCount(0);

  await page.goto(`/withdrawladd/${order._id}`);
  await expect(page.getByRole('heading', { name: 'Capital already withdrawn' })).toBeVisible();
  // The spec's id is the package's: it names the member's order of that package.
  await page.goto(`/withdrawladd/${order.package_id}`);
  await expect(page.getByRole('heading', { name: 'Capital already withdrawn' })).toBeVisible();
  await expect(page.getByText('The capital of Starter has been withdrawn.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Withdrawal history' }).click();
  await expect(page).toHaveURL(/\/withdrawl-list$/);
  const history = page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText('Capital of Starter · 90.00 USDT after 10% charge');
  await expect(history).toContainText('Pending');

  // An order that is not the member's own.
  await page.goto(`/withdrawladd/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Package not found' })).toBeVisible();
});
