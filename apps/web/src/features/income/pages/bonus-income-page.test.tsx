import { type BonusRow, MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BonusIncomePage } from './bonus-income-page';

const BONUS: BonusRow = {
  _id: 'b1',
  amount: 25.5,
  reason: 'Top seller of November',
  day: '2024-05-06',
  createdAt: '2024-05-06T10:00:00.000Z',
};
const DAILY = Array.from({ length: 30 }, (_unused, index) => ({
  day: new Date(Date.UTC(2024, 3, 7 + index)).toISOString().slice(0, 10),
  amount: index === 29 ? 25.5 : 0,
}));

function listOf(docs: BonusRow[], options: { page?: number; totalPages?: number; totalDocs?: number } = {}) {
  return ok(MSG.loaded, {
    docs,
    limit: 10,
    page: 1,
    totalPages: 1,
    totalDocs: docs.length,
    totalAmount: 30.5,
    todayAmount: 25.5,
    daily: DAILY,
    ...options,
  });
}

function renderBonus(answer: (page: number) => ReturnType<typeof listOf>, token: string = STORAGE_KEY.memberToken) {
  localStorage.setItem(token, 'session');
  const { calls } = stubRoutes(on(routes.incomeBonus, (call) => answer(Number(call.query.page))));
  return { ...renderRoutes([{ path: '/bonus-income', Component: BonusIncomePage }], '/bonus-income'), calls };
}

const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('/bonus-income', () => {
  beforeEach(() => localStorage.clear());

  it("shows the totals, the last 30 days and each bonus with the operator's words for it", async () => {
    const { calls } = renderBonus(() => listOf([BONUS, { ...BONUS, _id: 'b2', amount: 5, reason: 'Welcome' }]));
    const bonus = (await screen.findByText('+25.50 USDT')).closest('li') as HTMLElement;
    expect(calls[0]?.path).toBe(`${routes.incomeBonus.member.path}?page=1`);
    expect(screen.getByRole('heading', { level: 1, name: 'Bonus Income' })).toBeTruthy();
    expect(statValue('Total')).toBe('30.50USDT');
    expect(statValue('Today')).toBe('25.50USDT');
    expect(within(bonus).getByText('2024-05-06')).toBeTruthy();
    expect(within(bonus).getByText('Top seller of November')).toBeTruthy();
    expect(screen.getByText('+5.00 USDT')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Last 30 days' })).toBeTruthy();
    // Reached from the other income lists' switcher, and marked there as the page shown.
    expect(screen.getByRole('link', { name: 'Bonus' }).getAttribute('aria-current')).toBe('page');
  });

  it("calls the vendor twin with a vendor's session, and pages through ?page=", async () => {
    const { user, calls } = renderBonus(
      (page) =>
        listOf(page === 2 ? [{ ...BONUS, _id: 'b9', amount: 1 }] : [BONUS], { page, totalPages: 2, totalDocs: 11 }),
      STORAGE_KEY.vendorToken,
    );
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(calls[0]?.path).toBe(`${routes.incomeBonus.vendor.path}?page=1`);
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('+1.00 USDT')).toBeTruthy());
    expect(calls.at(-1)?.path).toBe(`${routes.incomeBonus.vendor.path}?page=2`);
  });

  it('says when there is no bonus yet', async () => {
    renderBonus(() => listOf([], { totalDocs: 0 }));
    expect(await screen.findByRole('heading', { name: 'No bonus yet' })).toBeTruthy();
    expect(screen.getByText('Bonuses the platform credits to your Flexible wallet appear here.')).toBeTruthy();
  });
});

describe('/bonus-income in Spanish', () => {
  beforeEach(async () => {
    localStorage.clear();
    await changeLocale('es');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it("writes a bonus's day in the Spanish order, the machine day kept for the time element", async () => {
    renderBonus(() => listOf([BONUS]));
    const bonus = (await screen.findByText('+25,50 USDT')).closest('li') as HTMLElement;
    expect(within(bonus).getByText('06/05/2024').getAttribute('datetime')).toBe('2024-05-06');
  });
});
