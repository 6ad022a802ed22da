import { OPERATORS_MSG, routes } from '@app/contract';
import { DESKTOP, expectConsoleLoaded, secondOperatorToken, shot, storeOperatorSession } from './console';
import { expect, operatorToken, test } from './support';

// A package's terms decide what the platform owes its buyers (docs/decisions/035-dual-control.md): one owner's new
// package is a draft, shown with what it would pay per 100 USDT, until another owner approves it on the Packages page.

test.describe('a new package', () => {
  test.use({ viewport: DESKTOP });

  test('is a draft until a second owner approves its terms on the Packages page', async ({ page, request }) => {
    const title = `Harbour ${Date.now().toString(36)}`;
    const owner = await operatorToken(request);
    const created = await request.post(routes.adminPackageCreate.path, {
      headers: { authorization: `Bearer ${owner}` },
      data: { title, price: 200, yield: 1.25, maturity: 40 },
    });
    expect(created.status()).toBe(202);

    await storeOperatorSession(page, owner);
    await page.goto('/admin/packages');
    await expectConsoleLoaded(page, 'Packages');
    const waiting = page.getByRole('region', { name: 'Terms waiting for a second owner' });
    await expect(waiting.getByText(`Put ${title} on sale`)).toBeVisible();
    await expect(
      waiting.getByText('Per 100 USDT invested: 1.25 USDT a day, 50.00 USDT over 40 days').first(),
    ).toBeVisible();
    // The owner who asked sees it waiting, with no button the server would refuse.
    await expect(waiting.getByRole('button', { name: /^Approve / })).toHaveCount(0);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item.getByText('Draft', { exact: true })).toBeVisible();
    await shot(page, 'console-package-draft-waiting');

    await storeOperatorSession(page, await secondOperatorToken(request));
    await page.goto('/admin/packages');
    await expectConsoleLoaded(page, 'Packages');
    const change = page
      .getByRole('region', { name: 'Terms waiting for a second owner' })
      .getByRole('listitem')
      .filter({ hasText: `Put ${title} on sale` });
    // Named by the change, and asked once more (docs/decisions/046-no-way-around-the-second-person.md).
    await change.getByRole('button', { name: new RegExp(`^Approve Put ${title} on sale`) }).click();
    await expect(change.getByText('Approve this change? It applies at once, as shown above.')).toBeVisible();
    await shot(page, 'console-package-approve-confirm');
    await change.getByRole('button', { name: 'Yes, approve it' }).click();
    await expect(page.getByText(OPERATORS_MSG.settingChangeApproved, { exact: true })).toBeVisible();
    await expect(item.getByText('Active', { exact: true })).toBeVisible();
  });
});
