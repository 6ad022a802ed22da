import { NOTIFICATIONS_MSG, pathWith, routes } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { DESKTOP, PHONE, shot, storeMemberSession, storeOperatorSession } from './console';
import { bearer, type Member, signUpMember, submitDeposit } from './members';
import { DEMO_MEMBER, expect, getMailbox, operatorToken, test } from './support';

// docs/product.md#notifications: an operator approves a member's deposit in the console; the member's bell counts
// it, /notifications shows it, the background job mails it; marking it read clears the count, and a kind turned
// off on /settings is no longer mailed.

interface Mail {
  file: string;
  subject: string;
  text: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  const response = await getMailbox(email);
  expect(response.ok()).toBe(true);
  return (await response.json()).data as Mail[];
}

/** The notification mails to `email` (the sign-up code is not one). */
const subjectsTo = async (email: string) =>
  (await mailsTo(email))
    .map((mail) => mail.subject)
    .filter((subject) => subject.startsWith('NexaTech: '))
    .sort();

/** The job mails every ten seconds on the journeys' server. */
const MAIL_WAIT = { timeout: 40_000, intervals: [1_000] };

async function approveInConsole(page: Page, member: Member, amount: number) {
  await page.goto('/admin/deposits');
  const row = page.getByRole('list', { name: 'Deposits' }).getByRole('listitem').filter({ hasText: member.email });
  await row.getByRole('button', { name: new RegExp(`^Approve .* from ${member.fullName}$`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve deposit' });
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  expect(amount).toBeGreaterThan(0);
}

async function review(request: APIRequestContext, depositId: string, decision: 'approve' | 'reject') {
  const token = await operatorToken(request);
  const route = decision === 'approve' ? routes.adminDepositApprove : routes.adminDepositReject;
  const answer = await request.post(pathWith(route.path, { _id: depositId }), {
    headers: bearer(token),
    data: decision === 'reject' ? { reason: 'No such transfer' } : {},
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('a deposit approved in the console rings the bell, shows on /notifications, is mailed, and stops being mailed once turned off', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const member = await signUpMember(request, {
        fullName: `Nadia Notify ${size.name}`,
        sponsor: DEMO_MEMBER.referId,
      });
      await submitDeposit(request, member, 40);

      await storeOperatorSession(page, await operatorToken(request));
      await approveInConsole(page, member, 40);

      await storeMemberSession(page, member);
      await page.goto('/my');
      const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
      await expect(bell).toBeVisible();
      await shot(page, `notifications-bell-${size.name}`, { viewport: true });
      await bell.click();
      await expect(page).toHaveURL(/\/notifications$/);
      const list = page.getByRole('list', { name: 'Notifications' });
      await expect(list.getByRole('link', { name: /Deposit approved/ })).toContainText('40.00 USDT');
      await expect(list.getByRole('link', { name: /Deposit approved/ })).toContainText('(unread)');
      await shot(page, `notifications-${size.name}`);

      await expect.poll(() => subjectsTo(member.email), MAIL_WAIT).toEqual(['NexaTech: Deposit approved']);

      await page.getByRole('button', { name: 'Mark all read' }).click();
      await expect(page.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();
      await expect(page.getByText('Everything is read.')).toBeVisible();

      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'E-mail notifications' });
      const box = section.getByRole('checkbox', { name: 'Deposit approved' });
      await expect(box).toBeChecked();
      await expect(box).toBeEnabled();
      // The box saves on change and shows the saved state once the server answers, so a click, not uncheck().
      await box.click();
      await expect(page.getByText(NOTIFICATIONS_MSG.preferencesSaved)).toBeVisible();
      await expect(box).not.toBeChecked();
      await shot(page, `notification-settings-${size.name}`);

      // The next approval shows in the centre but is not mailed; a rejection, still on, is: once its mail is in,
      // the job has passed the approval before it.
      await review(request, (await submitDeposit(request, member, 41))._id, 'approve');
      await review(request, (await submitDeposit(request, member, 42))._id, 'reject');
      await expect
        .poll(() => subjectsTo(member.email), MAIL_WAIT)
        .toEqual(['NexaTech: Deposit approved', 'NexaTech: Deposit rejected']);
      await page.goto('/notifications');
      await expect(page.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('link')).toHaveCount(3);
    });
  });
}
