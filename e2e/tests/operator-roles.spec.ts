import { OPERATORS_MSG, type OperatorSettings, routes } from '@app/contract';
import {
  DESKTOP,
  expectConsoleLoaded,
  PHONE,
  saveSettings,
  secondOperatorToken,
  shot,
  signInThroughConsole,
  storeOperatorSession,
} from './console';
import { expect, operatorToken, test } from './support';

// What each operator may do is its role's (docs/decisions/020-operator-roles.md): the console shows a finance
// operator the money pages only, and a setting that loosens a control waits on the Settings page until a second
// owner approves it there.

const FINANCE = { email: 'finance@example.com', password: 'Admin@12345' };

test.describe('a finance operator', () => {
  test.use({ viewport: PHONE });

  test('sees the money pages and its role, and is told a page outside it is not theirs', async ({ page }) => {
    await signInThroughConsole(page, FINANCE);
    await expectConsoleLoaded(page);
    await expect(page.getByRole('banner')).toContainText('Finance');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Operator console' });
    await expect(nav.getByRole('link', { name: 'Withdrawals' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Deposits' })).toBeVisible();
    for (const outside of ['Settings', 'Operators', 'Site pages']) {
      await expect(nav.getByRole('link', { name: outside, exact: true })).toHaveCount(0);
    }
    await shot(page, 'console-finance-menu');

    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Ask an owner if you need it.');
    await shot(page, 'console-finance-outside-role');
  });
});

test.describe('a guarded setting', () => {
  test.use({ viewport: DESKTOP });

  test('raised by one owner waits on the Settings page until another owner approves it there', async ({
    page,
    request,
  }) => {
    const owner = await operatorToken(request);
    const current = await request.get(routes.adminSettings.path, { headers: { authorization: `Bearer ${owner}` } });
    // Raising the approval limit by one, whatever it stands at, waits for a second owner.
    const before = ((await current.json()).data as OperatorSettings).payoutApprovalAbove;
    const raised = before + 1;
    const fromTo = `from ${new Intl.NumberFormat('en-US').format(before)} to ${new Intl.NumberFormat('en-US').format(raised)}`;
    try {
      await storeOperatorSession(page, owner);
      await page.goto('/admin/settings');
      await expectConsoleLoaded(page, 'Settings');
      const field = page.getByLabel('Second approval above (USDT)', { exact: true });
      await expect(field).toHaveValue(String(before));
      await expect(page.getByText('Raising it waits for a second owner to approve.').first()).toBeVisible();
      await field.fill(String(raised));
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(OPERATORS_MSG.settingsPending, { exact: true })).toBeVisible();
      // Nothing applied: the form shows the value in force, and the change waits in its own card.
      await expect(field).toHaveValue(String(before));
      const pending = page.getByRole('region', { name: 'Pending changes' });
      await expect(pending).toContainText(fromTo);
      await expect(pending.getByText('Waiting for another owner').first()).toBeVisible();
      await expect(pending.getByRole('button', { name: /^Approve / })).toHaveCount(0);
      await shot(page, 'console-settings-pending');

      await storeOperatorSession(page, await secondOperatorToken(request));
      await page.goto('/admin/settings');
      await expectConsoleLoaded(page, 'Settings');
      const item = page
        .getByRole('region', { name: 'Pending changes' })
        .getByRole('listitem')
        .filter({ hasText: fromTo });
      await item.getByRole('button', { name: /^Approve Second approval above/ }).click();
      await item.getByRole('button', { name: 'Yes, approve it' }).click();
      await expect(page.getByText(OPERATORS_MSG.settingChangeApproved, { exact: true })).toBeVisible();
      await expect(page.getByLabel('Second approval above (USDT)', { exact: true })).toHaveValue(String(raised));
    } finally {
      // Lowering tightens: it applies at once.
      await saveSettings(request, { payoutApprovalAbove: before });
    }
  });
});
