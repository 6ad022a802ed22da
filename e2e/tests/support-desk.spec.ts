import { routes } from '@app/contract';
import { DESKTOP, PHONE, shot, storeMemberSession, storeOperatorSession } from './console';
import { bearer, signUpMember, submitDeposit } from './members';
import { DEMO_MEMBER, expect, operatorToken, test } from './support';

// The support desk (docs/product.md#support) as a member and an operator use it: a member asks about a pending
// deposit from its row, an operator answers with a saved reply, the member reads it and closes the ticket.

const SAVED_REPLY = 'Deposit: where it stands';

test('a member asks about a pending deposit, an operator answers with a saved reply, the member closes it', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, { fullName: 'Tara Ticket', sponsor: DEMO_MEMBER.referId });
  const deposit = await submitDeposit(request, member, 75);
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await storeMemberSession(page, member);

  // From the deposit's row: the form opens with the deposit linked and the topic chosen.
  await page.goto('/reacharge-list');
  await page
    .getByRole('link', { name: /Ask about this/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/support\\?record=deposit(:|%3A)${deposit._id}`));
  await expect(page.getByLabel('What is it about?')).toHaveValue('deposit');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please enter a subject').first()).toBeVisible();
  await page.getByLabel('Subject').fill('My deposit of 75 USDT is still pending');
  await page.getByLabel('Message').fill('I sent it an hour ago from my wallet.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/support\/[0-9a-f-]{36}$/);
  const ticketId = page.url().split('/').pop() as string;
  await expect(page.getByText('Waiting for support').first()).toBeVisible();
  await expect(page.getByTitle(deposit.transaction_id)).toBeVisible();
  await shot(page, 'support-member-ticket-phone');

  // The operator finds it in the queue and answers with the saved reply, in the member's language (English).
  await storeOperatorSession(page, await operatorToken(request));
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/support');
  await page.getByRole('link', { name: 'My deposit of 75 USDT is still pending' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/support/${ticketId}$`));
  await expect(page.getByTitle(deposit.transaction_id).first()).toBeVisible();
  await page.getByLabel('Saved reply').selectOption({ label: SAVED_REPLY });
  await expect(page.getByLabel('Message')).toHaveValue(/We have found your deposit/);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Answered').first()).toBeVisible();
  await shot(page, 'support-console-ticket');

  // The member is told, reads the answer and closes the ticket.
  const notices = await request.get(routes.notifications.member.path, { headers: bearer(member.token) });
  const titles = ((await notices.json()).data.docs as { title: string }[]).map((notice) => notice.title);
  expect(titles.some((title) => /^Support replied to ticket \d+$/.test(title))).toBe(true);
  await page.setViewportSize(PHONE);
  await page.goto(`/support/${ticketId}`);
  await expect(page.getByText('We have found your deposit', { exact: false })).toBeVisible();
  await expect(page.getByText('Answered').first()).toBeVisible();
  await page.getByRole('button', { name: 'Close ticket' }).click();
  const confirm = page.getByRole('dialog');
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.getByText('Closed').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen ticket' })).toBeVisible();
  await shot(page, 'support-member-closed-phone');
});
