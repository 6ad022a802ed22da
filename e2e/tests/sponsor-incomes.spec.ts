import type { Page } from '@playwright/test';
import { buyPackage, claimTodaysProfit, signUpMember, termValue } from './members';
import { DEMO_MEMBER, expect, logIn, test } from './support';

/** The income of the list whose amount reads `amount` (e.g. '+50.00 USDT'), as a screen reader announces it. */
function incomeRow(page: Page, amount: string) {
  return page
    .getByRole('list', { name: 'Incomes' })
    .getByRole('listitem')
    .filter({ has: page.getByText(`Amount ${amount}`, { exact: true }) });
}

// With the default settings (docs/product.md#incomes): direct income 5 % of a referral's purchase, level 1
// income 10 % of a referral's trading profit, and rank 2 (1,000 USDT team business, 2 active directs) pays 25.
test("a sponsor's direct, level and reward incomes from two referrals show on /earn and each income list", async ({
  page,
  request,
}) => {
  const sponsor = await signUpMember(request, { fullName: 'Rohan Iyer', sponsor: DEMO_MEMBER.referId });
  // Level income is paid only to an upline that holds a package itself.
  await buyPackage(request, sponsor, 'Starter');
  const first = await signUpMember(request, { fullName: 'Sara Thomas', sponsor: sponsor.referId });
  const second = await signUpMember(request, { fullName: 'Vikram Das', sponsor: sponsor.referId });
  await buyPackage(request, first, 'Gold');
  await buyPackage(request, second, 'Starter');
  // The referral's own claim pays the level income. The operator's settlement run would too, but it settles every
  // member, the demo member's unclaimed day included, which the claiming journey of income.spec.ts needs.
  expect((await claimTodaysProfit(request, first)).amount).toBe(7);

  await logIn(page, sponsor);
  await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'Income' }).click();
  await expect(page).toHaveURL(/\/earn$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All income' })).toBeVisible();
  // 50 + 5 direct, 0.70 level, 25 reward.
  await expect(termValue(page.getByRole('main'), 'Total')).toHaveText(/^80\.70\s*USDT$/);
  await expect(page.getByRole('figure', { name: 'Income per day, last 30 days' })).toBeVisible();
  const all = page.getByRole('list', { name: 'Incomes' }).getByRole('listitem');
  await expect(all).toHaveCount(4);
  await expect(all.filter({ hasText: 'Direct income' })).toHaveCount(2);
  await expect(incomeRow(page, '+0.70 USDT')).toContainText('Level income');
  await expect(incomeRow(page, '+25.00 USDT')).toContainText('Rank reward');

  const lists = page.getByRole('navigation', { name: 'Income lists' });
  await lists.getByRole('link', { name: 'Direct' }).click();
  await expect(page).toHaveURL(/\/direct-income$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Direct Income' })).toBeVisible();
  await expect(termValue(page.getByRole('main'), 'Total')).toHaveText(/^55\.00\s*USDT$/);
  await expect(page.getByRole('list', { name: 'Incomes' }).getByRole('listitem')).toHaveCount(2);
  const fromGold = incomeRow(page, '+50.00 USDT');
  await expect(fromGold).toContainText('Level 1');
  await expect(termValue(fromGold, 'From')).toHaveText(`${first.fullName} (${first.referId})`);
  await expect(termValue(fromGold, 'How')).toHaveText(
    '5% of 1,000.00 USDT (direct income on a package bought by a direct referral)',
  );
  const fromStarter = incomeRow(page, '+5.00 USDT');
  await expect(termValue(fromStarter, 'From')).toHaveText(`${second.fullName} (${second.referId})`);
  await expect(termValue(fromStarter, 'How')).toHaveText(
    '5% of 100.00 USDT (direct income on a package bought by a direct referral)',
  );

  await lists.getByRole('link', { name: 'Level' }).click();
  await expect(page).toHaveURL(/\/level-income$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Level Income' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Incomes' }).getByRole('listitem')).toHaveCount(1);
  const level = incomeRow(page, '+0.70 USDT');
  await expect(level).toContainText('Level 1');
  await expect(termValue(level, 'From')).toHaveText(`${first.fullName} (${first.referId})`);
  await expect(termValue(level, 'How')).toHaveText(
    '10% of 7.00 USDT (level 1 income on the trading profit of a team member)',
  );

  await lists.getByRole('link', { name: 'Reward' }).click();
  await expect(page).toHaveURL(/\/rewardIncome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reward Income' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Incomes' }).getByRole('listitem')).toHaveCount(1);
  const reward = incomeRow(page, '+25.00 USDT');
  await expect(termValue(reward, 'From')).toHaveText('—');
  await expect(termValue(reward, 'How')).toHaveText('100% of 25.00 USDT (reward for reaching rank 2)');

  // The sponsor has not claimed its own profit: the trading list is empty and says where to claim.
  await lists.getByRole('link', { name: 'Trading' }).click();
  await expect(page).toHaveURL(/\/trading-income$/);
  await expect(page.getByRole('heading', { name: 'No income yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Reserve' }).click();
  await expect(page).toHaveURL(/\/reserve$/);
});
