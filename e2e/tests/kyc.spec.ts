import { CONSOLE_MSG, MSG, routes } from '@app/contract';
import { PHONE, shot, storeMemberSession, storeOperatorSession } from './console';
import { bearer, signUpMember } from './members';
import { DEMO_MEMBER, expect, operatorToken, test } from './support';

// The identity check from both sides on a phone: a member sends a PNG through /kyc (reached from /settings), an
// operator finds it under KYC pending, sees the document and approves it, and the member reads Approved. The
// document is reachable by no address but the operator's call.

// The smallest PNG there is (1×1, transparent), as a photo would arrive.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: PHONE });

test('a member sends an identity check with a PNG, an operator approves it in the console, the member sees Approved', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, { fullName: 'Kavya Identity', sponsor: DEMO_MEMBER.referId });
  await storeMemberSession(page, member);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Identity check' }).click();
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity check' })).toBeVisible();
  await expect(page.getByText('Not started')).toBeVisible();

  await page.getByLabel('Full legal name').fill('Kavya Identity');
  await page.getByLabel('Date of birth').fill('1991-03-14');
  await page.getByLabel('Country').selectOption('IN');
  await page.getByLabel('Document type').selectOption('passport');
  await page.getByLabel('Document number').fill('K1234567');
  await page.getByLabel('Photo or scan of the document').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'kyc-form-phone');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText(MSG.kycSubmitted)).toBeVisible();
  await expect(page.getByText('Waiting for review')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send for review' })).toHaveCount(0);

  // The document has no address of its own: not under a static folder, not for the member's token.
  const memberId = (await (await request.get(routes.profile.member.path, { headers: bearer(member.token) })).json())
    .data._id as string;
  for (const path of ['/uploads/passport.png', `/kyc/${memberId}`, `/adminApi/members/${memberId}/kyc/document`]) {
    const answer = await request.get(path, { headers: bearer(member.token) });
    expect(String(answer.headers()['content-type']), path).not.toContain('image/png');
  }

  const operator = await operatorToken(request);
  await storeOperatorSession(page, operator);
  await page.goto('/admin/members');
  await page.getByRole('link', { name: 'KYC pending' }).click();
  await expect(page).toHaveURL(/kyc=pending/);
  const row = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(row.getByText('KYC pending')).toBeVisible();
  await row.getByRole('link', { name: 'Kavya Identity' }).click();
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Identity check' }) });
  await expect(card.getByText('K1234567')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Identity document of Kavya Identity' })).toBeVisible();
  await shot(page, 'kyc-console-card-phone');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(CONSOLE_MSG.kycApproved)).toBeVisible();
  await expect(card.getByText('KYC approved')).toBeVisible();

  await page.goto('/kyc');
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText('Your identity is verified. Nothing more to do.')).toBeVisible();
});
