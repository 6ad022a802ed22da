import { MSG } from '@app/contract';
import { buyPackage, logInMemberByApi, MEMBER_PASSWORD, signUpMember, termValue } from './members';
import { DEMO_MEMBER, expect, logIn, openMailbox, test, uniqueEmail } from './support';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

test('a friend registers at /register with a sponsor code, and the sponsor finds the team on /my-team, /team-a, /team-b, an empty /team-c, /totalMember and /genealogy', async ({
  page,
  request,
}) => {
  const sponsor = await signUpMember(request, { fullName: 'Kavya Menon', sponsor: DEMO_MEMBER.referId });

  // The friend got the bare code, not the link, so types it on /register.
  const friendEmail = uniqueEmail('arjun');
  const mailbox = await openMailbox(friendEmail);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Arjun Nair');
  // A friend abroad: a number with its country code.
  await page.getByLabel('Mobile No.').fill('+44 7700 900123');
  await page.getByLabel('Email', { exact: true }).fill(friendEmail);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(MEMBER_PASSWORD);
  const code = page.getByLabel('Referal code');
  await code.fill(sponsor.referId.toLowerCase());
  await code.blur();
  await expect(code).toHaveValue(sponsor.referId);
  await expect(page.getByLabel('Referral Name')).toHaveValue(sponsor.fullName);
  await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await page.getByLabel('Otp').fill(await mailbox.nextOtp());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MSG.signupDone)).toBeVisible();

  // The friend invests and refers someone who has not invested yet: Team A active, Team B inactive.
  const friend = await logInMemberByApi(request, { email: friendEmail, password: MEMBER_PASSWORD });
  await buyPackage(request, friend, 'Starter');
  await signUpMember(request, { fullName: 'Meera Joshi', sponsor: friend.referId });

  await logIn(page, sponsor);
  await page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'My team' }).click();
  await expect(page).toHaveURL(/\/my-team$/);
  const card = (name: string) =>
    page
      .getByRole('list', { name: 'Teams' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(termValue(card('Team A'), 'Active')).toHaveText('1');
  await expect(termValue(card('Team A'), 'Inactive')).toHaveText('0');
  await expect(termValue(card('Team A'), 'Investment (capital in active packages)')).toHaveText('100.00 USDT');
  await expect(termValue(card('Team A'), 'Business (every package ever bought)')).toHaveText('100.00 USDT');
  await expect(termValue(card('Team B'), 'Active')).toHaveText('0');
  await expect(termValue(card('Team B'), 'Inactive')).toHaveText('1');
  await expect(termValue(card('Team B'), 'Investment (capital in active packages)')).toHaveText('0.00 USDT');
  await expect(termValue(card('Team C'), 'Active')).toHaveText('0');
  await expect(termValue(card('Team C'), 'Inactive')).toHaveText('0');

  await page.getByRole('link', { name: 'Team A', exact: true }).click();
  await expect(page).toHaveURL(/\/team-a$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team A' })).toBeVisible();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  const teamA = page.getByRole('list', { name: 'Team A members' }).getByRole('listitem');
  await expect(teamA).toHaveCount(1);
  await expect(teamA.getByRole('heading', { name: 'Arjun Nair' })).toBeVisible();
  await expect(teamA.getByText(friend.referId, { exact: true })).toBeVisible();
  await expect(teamA.getByText('Active', { exact: true })).toBeVisible();
  await expect(termValue(teamA, 'Sponsor')).toHaveText(sponsor.fullName);
  await expect(termValue(teamA, 'Joined')).toHaveText(DATE_TIME);
  await expect(termValue(teamA, 'Investment')).toHaveText('100.00 USDT');

  await page.getByRole('link', { name: 'All teams' }).click();
  await page.getByRole('link', { name: 'Team B', exact: true }).click();
  await expect(page).toHaveURL(/\/team-b$/);
  const teamB = page.getByRole('list', { name: 'Team B members' }).getByRole('listitem');
  await expect(teamB).toHaveCount(1);
  await expect(teamB.getByRole('heading', { name: 'Meera Joshi' })).toBeVisible();
  await expect(teamB.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(termValue(teamB, 'Sponsor')).toHaveText('Arjun Nair');
  await expect(termValue(teamB, 'Investment')).toHaveText('0.00 USDT');

  await page.getByRole('link', { name: 'All teams' }).click();
  await page.getByRole('link', { name: 'Team C', exact: true }).click();
  await expect(page).toHaveURL(/\/team-c$/);
  await expect(page.getByRole('heading', { name: 'No members in Team C yet' })).toBeVisible();
  await expect(page.getByText('This level fills as the members you referred refer others.')).toBeVisible();
  await page.getByRole('link', { name: 'Get my referral link' }).click();
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(sponsor.referId)).toBeVisible();

  // Everyone joined today: /totalMember counts them under All and Today, nobody under Yesterday.
  await page.goto('/my-team');
  await page.getByRole('link', { name: 'Total members' }).click();
  await expect(page).toHaveURL(/\/totalMember$/);
  const whole = page.getByLabel('Whole team');
  const level = (name: string) =>
    page
      .getByRole('list', { name: 'Levels' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
  for (const range of ['All', 'Today']) {
    await page.getByRole('navigation', { name: 'Joined' }).getByRole('link', { name: range }).click();
    await expect(termValue(whole, 'Total registered')).toHaveText('2');
    await expect(termValue(whole, 'Total valid')).toHaveText('1');
    await expect(termValue(level('Team A'), 'Members')).toHaveText('1');
    await expect(termValue(level('Team A'), 'Valid')).toHaveText('1');
    await expect(termValue(level('Team B'), 'Members')).toHaveText('1');
    await expect(termValue(level('Team B'), 'Valid')).toHaveText('0');
    await expect(termValue(level('Team C'), 'Members')).toHaveText('0');
  }
  await page.getByRole('navigation', { name: 'Joined' }).getByRole('link', { name: 'Yesterday' }).click();
  await expect(page).toHaveURL(/range=yesterday$/);
  await expect(termValue(whole, 'Total registered')).toHaveText('0');

  // The genealogy holds the same two levels: the friend, and below the friend the one the friend referred.
  await page.goto('/my-team');
  await page.getByRole('link', { name: 'Genealogy' }).click();
  const friendNode = page.getByRole('list', { name: 'Genealogy' }).getByRole('button', { name: /Arjun Nair/ });
  await expect(friendNode).toContainText('Active');
  await friendNode.click();
  await expect(page.getByRole('list', { name: 'Referrals of Arjun Nair' }).getByText('Meera Joshi')).toBeVisible();
});
