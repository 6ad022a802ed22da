import { type AnyIncomeRow, byKind, EARNING_KINDS, type IncomeRow, MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type ReplyTo, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AllIncomePage, LevelIncomePage, TradingIncomePage } from './income-pages';

const LEVEL_ROW: IncomeRow = {
  _id: 'i1',
  kind: 'level',
  amount: 1.25,
  level: 1,
  source: { fullName: 'Ravi Kumar', referId: 'RAVI01' },
  day: '2024-05-06',
  createdAt: '2024-05-06T10:00:00.000Z',
  basis: { baseAmount: 12.5, ratePercent: 10, rule: 'level 1 income on trading profit' },
};
const TRADING_ROW: IncomeRow = {
  _id: 'i2',
  kind: 'trading',
  amount: 1.5,
  level: null,
  source: null,
  day: '2024-05-05',
  createdAt: '2024-05-05T10:00:00.000Z',
  basis: { baseAmount: 100, ratePercent: 1.5, rule: 'daily trading profit, day 3 of 30' },
};

const DAILY = Array.from({ length: 30 }, (_unused, index) => ({
  day: new Date(Date.UTC(2024, 3, 7 + index)).toISOString().slice(0, 10),
  amount: index === 29 ? 2.75 : 0,
}));

// /earn draws the chart by kind from its own call (income-by-kind-chart.test.tsx tests it).
const CHART = {
  days: DAILY.map(({ day, amount }) => ({ day, ...byKind(EARNING_KINDS, () => 0), trading: amount })),
  totals: { ...byKind(EARNING_KINDS, () => 0), trading: 2.75, all: 2.75 },
  today: '2024-05-06',
  timezone: 'UTC',
};

function listOf(
  docs: AnyIncomeRow[],
  options: { page?: number; totalPages?: number; totalDocs?: number; totalAmount?: number; todayAmount?: number } = {},
) {
  return ok(MSG.loaded, {
    docs,
    limit: 10,
    page: 1,
    totalPages: 1,
    totalDocs: docs.length,
    totalAmount: 123.45,
    todayAmount: 2.75,
    daily: DAILY,
    ...options,
  });
}

const ROUTES = [
  { path: '/earn', Component: AllIncomePage },
  { path: '/level-income', Component: LevelIncomePage },
  { path: '/trading-income', Component: TradingIncomePage },
  landing('/reserve'),
];

// Each page calls its own list route; they all answer alike, so the recorded path tells which one was called.
const INCOME_LISTS = [
  routes.incomeAll,
  routes.incomeTrading,
  routes.incomeLevel,
  routes.incomeDirect,
  routes.incomeReward,
] as const;

type IncomeReply = ReplyTo<typeof routes.incomeAll>;

function renderIncome(path: string, answer: (page: number) => IncomeReply = () => listOf([LEVEL_ROW, TRADING_ROW])) {
  const { calls } = stubRoutes(
    ...INCOME_LISTS.map((route) => on(route, (call) => answer(Number(call.query.page)))),
    on(routes.incomeChart, ok(MSG.loaded, CHART)),
  );
  return { ...renderRoutes(ROUTES, path), calls };
}

const row = (amount: string) => screen.getByText(amount).closest('li') as HTMLElement;
const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('income lists', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('shows small incomes with their decimals, so the rows add up to the total shown', async () => {
    const small = (id: string, amount: number): IncomeRow => ({ ...LEVEL_ROW, _id: id, amount });
    renderIncome('/level-income', () =>
      listOf([small('a', 0.025), small('b', 0.025), small('c', 3.45)], { totalAmount: 3.5, todayAmount: 0.05 }),
    );
    expect(await screen.findAllByText('+0.025 USDT')).toHaveLength(2);
    expect(screen.getByText('+3.45 USDT')).toBeTruthy();
    expect(statValue('Total')).toBe('3.50USDT');
    expect(statValue('Today')).toBe('0.05USDT');
  });

  it('shows totals, each income with its kind, level, source and how it was computed (/earn)', async () => {
    const { calls } = renderIncome('/earn');
    expect(screen.getByRole('list', { name: 'Loading all income' })).toBeTruthy();
    expect(await screen.findByText('+1.25 USDT')).toBeTruthy();
    expect(calls[0]?.path).toBe(`${routes.incomeAll.member.path}?page=1`);
    expect(screen.getByRole('heading', { level: 1, name: 'All income' })).toBeTruthy();
    expect(statValue('Total')).toBe('123.45USDT');
    expect(statValue('Today')).toBe('2.75USDT');

    const level = row('+1.25 USDT');
    expect(within(level).getByText('2024-05-06')).toBeTruthy();
    expect(within(level).getByText('Level income')).toBeTruthy();
    expect(within(level).getByText('Level 1')).toBeTruthy();
    expect(level.textContent).toContain('Ravi Kumar (RAVI01)');
    expect(within(level).getByText('10% of 12.50 USDT (level 1 income on trading profit)')).toBeTruthy();

    const trading = row('+1.50 USDT');
    expect(within(trading).getByText('Trading profit')).toBeTruthy();
    expect(within(trading).queryByText(/^Level \d/)).toBeNull();
    expect(within(trading).getByText('—')).toBeTruthy();
    expect(within(trading).getByText('1.5% of 100.00 USDT (daily trading profit, day 3 of 30)')).toBeTruthy();
  });

  it("lists an operator's bonus among all income on /earn, named Bonus, with the operator's reason", async () => {
    const bonus: AnyIncomeRow = {
      _id: 'b1',
      kind: 'bonus',
      amount: 12.5,
      reason: 'Top seller of November',
      day: '2024-05-06',
      createdAt: '2024-05-06T11:00:00.000Z',
    };
    renderIncome('/earn', () => listOf([bonus, LEVEL_ROW, TRADING_ROW], { totalAmount: 15.25 }));
    await screen.findByText('+12.50 USDT');
    const credited = row('+12.50 USDT');
    expect(within(credited).getByText('Bonus')).toBeTruthy();
    expect(within(credited).getByText('Top seller of November')).toBeTruthy();
    // 12.50 + 1.25 + 1.50: the rows add up to the total above them.
    expect(statValue('Total')).toBe('15.25USDT');
  });

  it('leaves the kind out on a one-kind list and calls its own route', async () => {
    const { calls } = renderIncome('/level-income', () => listOf([LEVEL_ROW]));
    await screen.findByText('+1.25 USDT');
    expect(calls[0]?.path).toBe(`${routes.incomeLevel.member.path}?page=1`);
    expect(screen.getByRole('heading', { level: 1, name: 'Level Income' })).toBeTruthy();
    expect(screen.queryByText('Level income')).toBeNull();
    expect(screen.getByRole('link', { name: 'Level' }).getAttribute('aria-current')).toBe('page');
  });

  it('draws the last 30 days with a text summary and a table for screen readers', async () => {
    renderIncome('/trading-income');
    const chart = await screen.findByRole('figure', { name: 'Last 30 days' });
    expect(chart.textContent).toContain('2.75 USDT over the last 30 days; the best day was 2024-05-06 with 2.75 USDT.');
    const table = within(chart).getByRole('table', { name: 'Income per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('cell', { name: '2024-05-06' }).nextElementSibling?.textContent).toBe('2.75 USDT');
  });

  it('pages through ?page=', async () => {
    const { user, router, calls } = renderIncome('/earn', (page) =>
      listOf(page === 2 ? [TRADING_ROW] : [LEVEL_ROW], { page, totalPages: 2, totalDocs: 12 }),
    );
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)?.path).toBe(`${routes.incomeAll.member.path}?page=2`);
    await waitFor(() => expect(screen.getByText('+1.50 USDT')).toBeTruthy());
  });

  it('shows an empty state with a hint and where to go', async () => {
    const { user } = renderIncome('/trading-income', () => listOf([], { totalDocs: 0 }));
    expect(await screen.findByRole('heading', { name: 'No income yet' })).toBeTruthy();
    expect(screen.getByText('Buy a package, then claim your profit each day with the coin on Reserve.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go to Reserve' }));
    expect(await screen.findByText('landed on /reserve')).toBeTruthy();
  });

  it('shows a failed load as an error toast with a retry', async () => {
    renderIncome('/earn', () => fail(500, MSG.internal, 'INTERNAL'));
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('income lists in Spanish', () => {
  beforeEach(async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    await changeLocale('es');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it("writes an income's day and the last 30 days in the Spanish order, the machine day kept for the time element", async () => {
    renderIncome('/level-income');
    const level = (await screen.findByText('+1,25 USDT')).closest('li') as HTMLElement;
    const day = within(level).getByText('06/05/2024');
    expect(day.getAttribute('datetime')).toBe('2024-05-06');
    // The chart's first day, under its bars and in its table for screen readers.
    expect(screen.getAllByText('07/04/2024')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('2024-05-06');
  });
});
