import { readFile } from 'node:fs/promises';
import { formatUsdt, STATEMENT_CSV_HEADER } from '@app/contract';
import { PHONE, shot, storeMemberSession } from './console';
import { buyPackage, memberProfile, signUpMember } from './members';
import { DEMO_MEMBER, expect, test } from './support';

// A member's statement on real data: a deposit approved by an operator and a package bought with it.

test('the statement shows the deposit and the purchase with the balance after each, matching the wallet', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, { fullName: 'Sita Statement', sponsor: DEMO_MEMBER.referId });
  const order = await buyPackage(request, member, 'Starter');
  const { balance } = await memberProfile(request, member);
  await storeMemberSession(page, member);

  await page.goto('/assets');
  await page.getByRole('link', { name: 'Statement' }).click();
  await expect(page).toHaveURL(/\/statement$/);
  const rows = page.getByRole('list', { name: 'Statement' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Package purchase');
  await expect(rows.nth(0)).toContainText(`-${formatUsdt(order.price)} USDT`);
  await expect(rows.nth(0)).toContainText(`Balance ${formatUsdt(balance)} USDT`);
  await expect(rows.nth(1)).toContainText('Deposit credited');
  await expect(rows.nth(1)).toContainText(`+${formatUsdt(order.price)} USDT`);
  await page.setViewportSize(PHONE);
  await shot(page, 'statement-phone');

  // The CSV holds the same rows, newest first, with every digit.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^statement-deposit-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(STATEMENT_CSV_HEADER);
  expect(lines.slice(1).map((line) => line.split(',').slice(1, 2).concat(line.split(',').slice(4)))).toEqual([
    ['Package purchase', `-${order.price.toFixed(2)}`, balance.toFixed(2)],
    ['Deposit credited', order.price.toFixed(2), (balance + order.price).toFixed(2)],
  ]);

  await page.getByRole('link', { name: 'Flexible wallet' }).click();
  await expect(page.getByRole('heading', { name: 'No movements yet' })).toBeVisible();
});
