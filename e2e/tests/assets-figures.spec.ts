import { MSG, pathWith, routes, type WithdrawalRow } from '@app/contract';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, PAYOUT_ADDRESS, PHONE, shot, storeMemberSession, storeOperatorSession } from './console';
import {
  bearer,
  logInMemberByApi,
  type Member,
  memberProfile,
  randomHash,
  requestWithdrawal,
  termValue,
} from './members';
import { DEMO_MEMBER, expect, operatorToken, test } from './support';

// The demo member's figures add up on every screen that shows them (docs/product.md#wallets, decision 014): after an
// operator's bonus, with a withdrawal pending, then paid. Figures are read off the screens as a member reads them.

const BONUS = 12.5;
const WITHDRAWAL = 31;

/** "1,234.50 USDT", "−31.00" or "+2.00" as micro-USDT, the sign kept. */
function microsOf(text: string | null): number {
  const match = text?.replace(/,/g, '').match(/([−+-]?)(\d+(?:\.\d+)?)/);
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  const micros = Math.round(Number(match[2]) * 1_000_000);
  return match[1] === '−' || match[1] === '-' ? -micros : micros;
}

const figure = async (scope: Locator, term: string) => microsOf(await termValue(scope, term).textContent());

/** /assets: every line of the Flexible wallet's sum, checked to add up to the wallet shown above it. */
async function readAssets(page: Page) {
  await page.goto('/assets');
  const sum = page.getByRole('region', { name: 'How your Flexible wallet adds up' });
  await expect(termValue(sum, 'Total earnings')).toHaveText(/\d/);
  const lines = sum.locator('dt + dd');
  const signed = (await lines.allTextContents()).map(microsOf);
  const wallet = signed.at(-1) ?? Number.NaN;
  // The first line, the earnings, less (or plus, as signed) every other line is the wallet on the last.
  expect(signed.slice(0, -1).reduce((total, amount) => total + amount, 0)).toBe(wallet);
  const card = page.getByRole('region', { name: 'Assets (USDT)' });
  expect(microsOf(await card.locator('dt:text-is("Flexible wallet") + dd').first().textContent())).toBe(wallet);
  // The Electronic Wallet's sum too: deposits, less purchases and their handling fees, plus transfers received.
  const electronic = page.getByRole('region', { name: 'How your Electronic Wallet adds up' });
  await expect(termValue(electronic, 'Deposits credited')).toHaveText(/\d/);
  const electronicLines = (await electronic.locator('dt + dd').allTextContents()).map(microsOf);
  const electronicWallet = electronicLines.at(-1) ?? Number.NaN;
  expect(electronicLines.slice(0, -1).reduce((total, amount) => total + amount, 0)).toBe(electronicWallet);
  expect(await figure(electronic, 'Package handling fees')).toBeLessThanOrEqual(0);
  expect(microsOf(await card.getByText('Electronic Wallet', { exact: true }).first().locator('..').textContent())).toBe(
    electronicWallet,
  );
  return {
    earned: await figure(sum, 'Total earnings'),
    paid: -(await figure(sum, 'Withdrawals paid')),
    pending: -(await figure(sum, 'Withdrawals pending')),
    wallet,
  };
}

/** /my: each kind's total and today's, adding up to Total Income; answers the totals by row. */
async function readMy(page: Page) {
  await page.goto('/my');
  const table = page.getByRole('table', { name: 'Income (USDT)' });
  const cells = async (name: string) =>
    (
      await table
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .getByRole('cell')
        .allTextContents()
    ).map(microsOf);
  await expect(
    table
      .getByRole('row', { name: /^Reward Income/ })
      .getByRole('cell')
      .last(),
  ).toHaveText(/\d/);
  const kinds = ['Trading Income', 'Level Income', 'Direct Income', 'Reward Income', 'Bonus Income'];
  const rows = await Promise.all(kinds.map(cells));
  const [todayTotal, allTotal] = await cells('Total Income');
  expect(rows.reduce((total, [today = 0]) => total + today, 0)).toBe(todayTotal);
  expect(rows.reduce((total, [, all = 0]) => total + all, 0)).toBe(allTotal);
  const tradeFor = await figure(page.getByRole('region', { name: 'Wallet' }), 'Trade for wallet');
  expect(tradeFor).toBe(allTotal);
  return { bonus: rows[4]?.[1] ?? Number.NaN, bonusToday: rows[4]?.[0] ?? Number.NaN, total: allTotal ?? Number.NaN };
}

test.describe('the demo member after an operator’s bonus', () => {
  test.use({ viewport: DESKTOP });

  test('sees it in every income total, and /assets adds up with a withdrawal pending and once it is paid', async ({
    page,
    request,
  }) => {
    const member: Member = await logInMemberByApi(request, DEMO_MEMBER);
    const { _id: memberId } = await memberProfile(request, member);
    await storeMemberSession(page, member);
    const before = await readAssets(page);
    const myBefore = await readMy(page);
    expect(myBefore.total).toBe(before.earned);

    // The operator credits a bonus from the console, on the member's page.
    const operator = await operatorToken(request);
    await storeOperatorSession(page, operator);
    await page.goto(`/admin/members/${memberId}`);
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust balance' });
    await dialog.getByLabel('Wallet').selectOption('income');
    await dialog.getByLabel('Amount (USDT)').fill(String(BONUS));
    await dialog.getByLabel('Reason').fill('Top seller of the month');
    await dialog.getByLabel('Kind').selectOption('bonus');
    await dialog.getByRole('button', { name: 'Adjust balance' }).click();
    await expect(page.getByText(MSG.adjustmentPosted)).toBeVisible();

    // And the member asks for a withdrawal, which waits for an operator.
    const withdrawal: WithdrawalRow = await requestWithdrawal(request, member, {
      address: PAYOUT_ADDRESS,
      amount: WITHDRAWAL,
    });
    expect(withdrawal.status).toBe('pending');

    const pending = await readAssets(page);
    expect(pending.earned - before.earned).toBe(BONUS * 1e6);
    expect(pending.pending - before.pending).toBe(WITHDRAWAL * 1e6);
    expect(pending.wallet - before.wallet).toBe((BONUS - WITHDRAWAL) * 1e6);
    await shot(page, 'assets-figures-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'assets-figures-phone');
    await page.setViewportSize(DESKTOP);

    const my = await readMy(page);
    expect([my.bonus - myBefore.bonus, my.total]).toEqual([BONUS * 1e6, pending.earned]);
    expect(my.bonusToday).toBeGreaterThanOrEqual(BONUS * 1e6);

    // /earn: the bonus among all income, its total the same; the chart counts it as a kind of its own.
    await page.goto('/earn');
    await expect(termValue(page.getByRole('main'), 'Total')).toHaveText(/\d/);
    expect(await figure(page.getByRole('main'), 'Total')).toBe(pending.earned);
    const newest = page.getByRole('list', { name: 'Incomes' }).getByRole('listitem').first();
    await expect(newest).toContainText('+12.50 USDT');
    await expect(newest).toContainText('Bonus');
    await expect(newest).toContainText('Top seller of the month');
    const kinds = page.getByRole('list', { name: 'Kinds of income' });
    await expect(kinds).toContainText('Bonus');

    // /bonus-income and /reserve say the same.
    await page.goto('/bonus-income');
    await expect(termValue(page.getByRole('main'), 'Total')).toHaveText(/\d/);
    expect(await figure(page.getByRole('main'), 'Total')).toBe(my.bonus);
    await page.goto('/reserve');
    const stats = page.getByRole('main');
    await expect(termValue(stats, 'Total Income')).toHaveText(/\d/);
    const incomeKinds = ['Trading Income', 'Level Income', 'Direct Income', 'Reward Income', 'Bonus Income'];
    const byKind = await Promise.all(incomeKinds.map((kind) => figure(stats, kind)));
    expect(byKind.reduce((total, amount) => total + amount, 0)).toBe(await figure(stats, 'Total Income'));
    expect(await figure(stats, 'Total Income')).toBe(pending.earned);

    // Paid: it moves from pending to paid, and the sum still holds.
    const paid = await request.post(pathWith(routes.adminWithdrawalPay.path, { _id: withdrawal._id }), {
      headers: bearer(operator),
      data: { transactionHash: randomHash() },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    const settled = await readAssets(page);
    expect([settled.paid - pending.paid, settled.pending - pending.pending]).toEqual([
      WITHDRAWAL * 1e6,
      -WITHDRAWAL * 1e6,
    ]);
    expect(settled.wallet).toBe(pending.wallet);
  });
});
