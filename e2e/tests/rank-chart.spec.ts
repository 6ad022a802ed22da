import { formatUsdt } from '@app/contract';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, shot, storeMemberSession } from './console';
import { buyPackage, claimTodaysProfit, type Member, signUpMember } from './members';
import { expect, test } from './support';

// Not under the demo member, whose team and incomes other journeys read: under the demo vendor, as console.ts does.
const SPONSOR = 'VENDOR01';

// Default settings (docs/product.md#ranks, #incomes): the leader's Starter (100) gives rank 1 and 0.50 a day; two
// directs buying Gold (1,000) and Starter (100) pay 5 % direct income (50 + 5) and reach rank 2 (1,000 USDT of team
// capital, 2 active directs: reward 25); the Gold holder's claim of 7 pays the leader 10 % level income (0.70).
let leader: Member;

test.beforeAll(async ({ request }) => {
  leader = await signUpMember(request, { fullName: 'Leela Menon', sponsor: SPONSOR });
  await buyPackage(request, leader, 'Starter');
  const gold = await signUpMember(request, { fullName: 'Gautam Rao', sponsor: leader.referId });
  const starter = await signUpMember(request, { fullName: 'Sunita Pai', sponsor: leader.referId });
  await buyPackage(request, gold, 'Gold');
  await buyPackage(request, starter, 'Starter');
  expect((await claimTodaysProfit(request, gold)).amount).toBe(7);
  expect((await claimTodaysProfit(request, leader)).amount).toBe(0.5);
});

const today = () => new Date().toISOString().slice(0, 10);

async function expectRankCard(page: Page) {
  await page.goto('/my');
  const card = page.getByRole('region', { name: 'Rank progress' });
  await expect(card.getByText('Current rank')).toBeVisible();
  await expect(card.locator('dt:text-is("Current rank") + dd')).toHaveText('Level 2');
  await expect(card.locator('dt:text-is("Next rank") + dd')).toHaveText('Level 3');
  await expect(card.locator('dt:text-is("Reward") + dd')).toHaveText(/^100\.00\s*USDT$/);
  const capital = card.getByRole('progressbar', { name: /Team capital/ });
  await expect(capital).toHaveAttribute('aria-valuetext', '1,100.00 USDT of 5,000.00 USDT');
  await expect(card.getByRole('progressbar', { name: /Active direct members/ })).toHaveAttribute(
    'aria-valuetext',
    '2 of 4',
  );
  await expect(card).toContainText(
    'To reach Level 3 you need 3,900.00 USDT more team capital and 2 more active direct members.',
  );
  await expect(card).toContainText('Level here is your rank.');
}

async function expectTodaysBar(page: Page) {
  await page.goto('/earn');
  const chart = page.getByRole('figure', { name: 'Income per day, last 30 days' });
  const slider = chart.getByRole('slider');
  // 0.50 daily profit + 0.70 level + 55 direct + 25 reward, all paid today.
  const total = 0.5 + 0.7 + 55 + 25;
  await expect(slider).toHaveAttribute('aria-valuetext', `${today()}: ${formatUsdt(total)} USDT`);
  await expect(chart).toContainText(`${today()} (today): ${formatUsdt(total)} USDT`);
  await expect(chart.locator(`g[data-day="${today()}"] rect.fill-amber-300`)).toHaveCount(1);
  await expect(chart.getByRole('table', { name: 'Income per day by kind, USDT' }).getByRole('row')).toHaveCount(31);
  const row = chart.getByRole('row', { name: new RegExp(`^${today()}`) });
  await expect(row.getByRole('cell')).toHaveText([
    '0.50 USDT',
    '0.70 USDT',
    '55.00 USDT',
    '25.00 USDT',
    '0.00 USDT',
    '81.20 USDT',
  ]);
  // The keyboard reads the day before: no income, zero.
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', /: 0\.00 USDT$/);
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', `${today()}: ${formatUsdt(total)} USDT`);
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a member sees the rank progress card and today's income in the chart (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await storeMemberSession(page, leader);
    await expectRankCard(page);
    await shot(page, `rank-progress-${name}`);
    await expectTodaysBar(page);
    await shot(page, `income-chart-${name}`);
    // The chart alone as the screen shows it: the full page puts the phone's fixed tab bar over it.
    await page.getByRole('figure', { name: 'Income per day, last 30 days' }).scrollIntoViewIfNeeded();
    await shot(page, `income-chart-${name}-screen`, { viewport: true });
  });
}
