import { amountAboveMaximumMessage, MSG } from '@app/contract';
import { shot, storeOperatorSession } from './console';
import { fundWallet, signUpMember } from './members';
import { DEMO_MEMBER, expect, logIn, operatorToken, test } from './support';

// docs/product.md#packages: a /stake tab per category, and the demo's exclusive stake bought for an amount the member
// chooses, with the 1 % handling fee on top.
test('a member buys an exclusive stake for an amount of its choice, and sees the fee it paid', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await signUpMember(request, { fullName: 'Kiran Das', sponsor: DEMO_MEMBER.referId });
  await fundWallet(request, member, 303);
  await logIn(page, member);
  await page.goto('/stake');

  await page.getByRole('tab', { name: 'collection' }).click();
  await expect(page.getByRole('article', { name: 'Genesis collection' })).toBeVisible();
  await page.getByRole('tab', { name: 'player cards' }).click();
  await expect(page.getByRole('article', { name: 'Striker card' })).toBeVisible();
  await expect(page.getByText('Sample')).toHaveCount(0);

  await page.getByRole('tab', { name: 'NFT exclusive stakes' }).click();
  const card = page.getByRole('article', { name: 'Exclusive stake' });
  await expect(card).toContainText('199.00 – 1,000.00 USDT');
  await expect(card).toContainText('Handling fee 1%, on top');
  await shot(page, 'stake-exclusive-phone', { viewport: true });
  await card.getByRole('button', { name: 'BUY PACKAGE' }).click();

  const dialog = page.getByRole('dialog', { name: 'Buy Exclusive stake' });
  const amount = dialog.getByLabel('Amount to invest (USDT)');
  await amount.fill('1200');
  await expect(dialog).toContainText(amountAboveMaximumMessage(1000));
  await amount.fill('300');
  await expect(dialog).toContainText('Total from your wallet303.00 USDT');
  await expect(dialog).toContainText('Handling fee (1%)3.00 USDT');
  await shot(page, 'stake-exclusive-dialog-phone', { viewport: true });
  await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page.getByText(MSG.packagePurchased)).toBeVisible();

  await page.getByRole('tab', { name: 'my stake' }).click();
  const order = page.getByRole('tabpanel', { name: 'my stake' }).getByRole('listitem').first();
  await expect(order).toContainText('Exclusive stake');
  await expect(order).toContainText('300.00 USDT');
  await expect(order).toContainText('Handling fee paid 3.00 USDT');
});

test("the console's package dialog opens on the package's own tab, range and status", async ({ page, request }) => {
  await page.goto('/admin/login');
  await storeOperatorSession(page, await operatorToken(request));
  await page.goto('/admin/packages');
  await page.getByRole('button', { name: 'Edit Exclusive stake' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Exclusive stake' });
  await expect(dialog.getByLabel('Tab on Stake')).toHaveValue('exclusive');
  await expect(dialog.getByLabel('Status')).toHaveValue('active');
  await expect(dialog.getByLabel('Highest amount (USDT)')).toHaveValue('1000');
  await expect(dialog.getByLabel('Handling fee (%)')).toHaveValue('1');
  await shot(page, 'console-package-exclusive');
});
