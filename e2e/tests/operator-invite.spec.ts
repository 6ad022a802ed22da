import { OPERATORS_MSG, routes } from '@app/contract';
import { DESKTOP, expectConsoleLoaded, signInThroughConsole, storedAdminToken, storeOperatorSession } from './console';
import { expect, getMailbox, operatorToken, test, uniqueEmail } from './support';

// Operators managing operators: the demo operator (an owner) invites a new one with a role from /admin/operators,
// the invitation mail's link sets the newcomer's password, the newcomer signs in with the mailed code and sees the
// console, and the demo operator then disables the newcomer, whose session ends at once.

/** The invitation link mailed to `to`: a path on this site (the server knows no public address of its own). */
async function invitationPath(to: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await getMailbox(to);
        expect(response.ok(), await response.text()).toBe(true);
        const mails = (await response.json()).data as { subject: string; text: string }[];
        const invitation = mails.find((mail) => mail.subject.includes('operator console'));
        path = invitation?.text.match(/\/admin\/set-password\/[A-Za-z0-9_-]+/)?.[0];
        return path;
      },
      { message: `an invitation mailed to ${to}` },
    )
    .toBeTruthy();
  return path as string;
}

test.describe('an operator invites another', () => {
  test.use({ viewport: DESKTOP });

  test('with a role, who sets a password from the mailed link, signs in with the code, and is then disabled', async ({
    page,
    request,
  }) => {
    const newcomer = { fullName: 'Nadia Newop', email: uniqueEmail('operator'), password: 'Nadia@Console2025' };
    // The demo operator's session of this run (support.ts): each operator signs in through the page once per run,
    // since a code left unused holds back a new one for a minute.
    const demoSession = await operatorToken(request);
    await storeOperatorSession(page, demoSession);
    await page.goto('/admin');
    await expectConsoleLoaded(page);
    await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Operators' }).click();
    await expect(page).toHaveURL(/\/admin\/operators$/);
    await expectConsoleLoaded(page, 'Operators');

    const form = page.getByRole('region', { name: 'Invite operator' });
    await form.getByLabel('Full name').fill(newcomer.fullName);
    await form.getByLabel('E-mail').fill(newcomer.email);
    // Every operator has one role, asked for and never assumed (docs/decisions/020-operator-roles.md).
    await form.getByLabel('Role', { exact: true }).selectOption({ label: 'Support' });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(OPERATORS_MSG.invited, { exact: true })).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: newcomer.fullName }) });
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Role of ${newcomer.fullName}` })).toHaveValue('support');

    // The newcomer, on this browser with the demo operator's session put away (not ended: other journeys use it).
    const link = await invitationPath(newcomer.email);
    await page.evaluate(() => localStorage.removeItem('access_token_admin'));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newcomer.password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password set' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(OPERATORS_MSG.passwordSet);
    await page.getByRole('link', { name: 'Go to operator sign-in' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await signInThroughConsole(page, newcomer);
    await expectConsoleLoaded(page);
    await expect(page.getByRole('banner')).toContainText(newcomer.fullName);
    const newcomerSession = await storedAdminToken(page);
    expect(newcomerSession).toBeTruthy();

    // Back to the demo operator, who disables the newcomer after the dialog names them.
    await storeOperatorSession(page, demoSession);
    await page.goto('/admin/operators');
    await expectConsoleLoaded(page, 'Operators');
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Disable ${newcomer.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable operator' });
    await expect(dialog).toContainText(`Disable ${newcomer.fullName} (${newcomer.email})?`);
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(page.getByText(OPERATORS_MSG.disabled, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Enable ${newcomer.fullName}` })).toBeVisible();

    const ended = await request.get(routes.operatorProfile.path, {
      headers: { authorization: `Bearer ${newcomerSession}` },
    });
    expect(ended.status()).toBe(401);
  });
});
