import { MSG, routes } from '@app/contract';
import { SHOTS_DIR } from './console';
import { bearer, randomAddress, signUpMember } from './members';
import { expect, getMailbox, logIn, openMailbox, proveItIsMe, test } from './support';

// A member's own defences on /settings (docs/product.md#anti-phishing-code, #freezing-your-account,
// #security-activity): the anti-phishing code stamped on a mail, the freeze stopping a withdrawal, its lift waiting,
// and a new device's alert whose "This wasn't me" link freezes the account from a browser with no session.

interface Mail {
  subject: string;
  text: string;
}

async function newestMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = ((await (await getMailbox(to)).json()).data ?? []) as Mail[];
      found = mails.find((mail) => subject.test(mail.subject));
      return found;
    })
    .toBeTruthy();
  return found as Mail;
}

test('a member sets an anti-phishing code, freezes the account, is refused a withdrawal, and asks to lift it', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, { fullName: 'Fay Freeze', sponsor: 'DEMO001' });
  await logIn(page, member);
  await page.goto('/settings');

  const antiPhishing = page.getByRole('region', { name: 'Anti-phishing code' });
  await antiPhishing.getByLabel('Your code').fill('Orchid42');
  await proveItIsMe(antiPhishing, member);
  await antiPhishing.getByRole('button', { name: 'Save code' }).click();
  await expect(page.getByText('Orchid42')).toBeVisible();

  const freezeCard = page.getByRole('region', { name: 'Freeze my account' });
  await freezeCard.getByRole('button', { name: 'Freeze my account' }).click();
  await expect(freezeCard.getByText(/Your account has been frozen since/)).toBeVisible();
  const notice = await newestMail(member.email, /account is frozen$/);
  expect(notice.text.split('\n')[0]).toBe('Your anti-phishing code: Orchid42');

  const refused = await request.post(routes.withdrawalRequest.member.path, {
    headers: bearer(member.token),
    data: { address: randomAddress(), amount: 30 },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(MSG.accountFrozen);

  await freezeCard.getByRole('button', { name: 'Lift the freeze…' }).click();
  await freezeCard.getByLabel('Password', { exact: true }).fill(member.password);
  await freezeCard.getByRole('button', { name: 'Lift the freeze in 24 hours' }).click();
  await expect(freezeCard.getByText(/The freeze lifts at/)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Asked to lift the freeze', { exact: true })).toBeVisible();
  await expect(page.getByText('Account frozen', { exact: true })).toBeVisible();
});

test('a sign-in from a new device is mailed, and its "This wasn\'t me" link freezes the account without a session', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, { fullName: 'Nico Newdevice', sponsor: 'DEMO001' });
  const stranger = await request.post(routes.login.path, {
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0' },
    data: { email: member.email, password: member.password, role_name: 'User' },
  });
  expect(stranger.status()).toBe(200);
  const alert = await newestMail(member.email, /^New sign-in to your/);
  expect(alert.text).toContain('Device: Firefox on Linux');
  const link = alert.text.match(/https?:\/\/\S+\/freeze-account\/\S+/)?.[0];
  if (!link) throw new Error('no freeze link in the alert');

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Freeze your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Freeze my account' }).click();
  await expect(page.getByText(MSG.freezeLinkDone)).toBeVisible();
  // The stranger's session ended with the freeze.
  const after = await request.get(routes.profile.member.path, {
    headers: bearer((await stranger.json()).api_token as string),
  });
  expect(after.status()).toBe(401);
});

test('a member saves a withdrawal address with the mailed code and turns on "withdraw only to saved addresses"', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, { fullName: 'Ada Addressbook', sponsor: 'DEMO001' });
  await logIn(page, member);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Withdrawal addresses' });
  await expect(card.getByText('No saved addresses yet.')).toBeVisible();

  const mailbox = await openMailbox(member.email);
  await card.getByRole('button', { name: 'Add an address' }).click();
  await card.getByLabel('Name').fill('Cold wallet');
  const address = randomAddress();
  await card.getByLabel('USDT (BEP-20) address').fill(address);
  await card.getByRole('button', { name: 'Send code' }).click();
  await card.getByLabel('Code from the e-mail we sent you').fill(await mailbox.nextOtp());
  await card.getByRole('button', { name: 'Save address' }).click();
  await expect(card.getByText('Cold wallet')).toBeVisible();
  await expect(card.getByText(/^Usable from/)).toBeVisible();

  // A member to send to, saved beside the address under the same lock (docs/product.md#address-book).
  await card.getByRole('button', { name: 'Add a receiver' }).click();
  await card.getByLabel('Name').fill('My sponsor');
  await card.getByLabel("The member's UID").fill('DEMO001');
  await card.getByRole('button', { name: 'Send code' }).click();
  await card.getByLabel('Code from the e-mail we sent you').fill(await mailbox.nextOtp());
  await card.getByRole('button', { name: 'Save receiver' }).click();
  const receivers = card.getByRole('list', { name: 'Transfer receivers' });
  await expect(receivers.getByText('My sponsor')).toBeVisible();
  await expect(receivers.getByText(/^Usable from/)).toBeVisible();
  await card.screenshot({ path: `${SHOTS_DIR}/e2e-settings-receivers-desktop.png`, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: `${SHOTS_DIR}/e2e-settings-receivers-phone.png`, animations: 'disabled' });

  await card.getByRole('switch', { name: 'Withdraw only to saved addresses' }).click();
  await card.getByLabel('Code from the e-mail we sent you').fill(await mailbox.nextOtp());
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText(/^On: withdrawals go only to your saved addresses/)).toBeVisible();

  const elsewhere = await request.post(routes.withdrawalRequest.member.path, {
    headers: bearer(member.token),
    data: { address: randomAddress(), amount: 30 },
  });
  expect(elsewhere.status()).toBe(403);
  expect((await elsewhere.json()).message).toBe(MSG.withdrawalAddressNotSaved);

  // The withdrawal form says so and offers the saved address, with when its lock ends.
  await page.goto('/withdrawladd');
  const choices = page.getByRole('list', { name: 'You withdraw only to saved addresses.' });
  await choices.getByRole('button', { name: /Cold wallet/ }).click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(new RegExp(`^${address}$`, 'i'));
  await expect(choices.getByText(/^Usable from/)).toBeVisible();
});
