import { byKind, EARNING_KINDS, type EarningKind, type IncomeChart, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { IncomeByKindChart } from './income-by-kind-chart';

const zero = byKind(EARNING_KINDS, () => 0);
const WEEK: IncomeChart = {
  days: [
    { day: '2026-11-17', ...zero },
    { day: '2026-11-18', ...zero, trading: 12.5, level: 2.25 },
    { day: '2026-11-19', ...zero },
    { day: '2026-11-20', ...zero, direct: 5 },
    { day: '2026-11-21', ...zero, bonus: 7.5 },
    { day: '2026-11-22', ...zero, reward: 25 },
    { day: '2026-11-23', ...zero, trading: 100, level: 10, direct: 5 },
  ],
  totals: { ...zero, trading: 112.5, level: 12.25, direct: 10, reward: 25, bonus: 7.5, all: 167.25 },
  today: '2026-11-23',
  timezone: 'UTC',
};
const monthOf = (days: number): IncomeChart => ({
  ...WEEK,
  days: Array.from({ length: days }, (_unused, index) => ({
    day: new Date(Date.UTC(2026, 10, 23 - (days - 1 - index))).toISOString().slice(0, 10),
    ...zero,
    trading: index === days - 1 ? 1 : 0,
  })),
  totals: { ...zero, trading: 1, all: 1 },
});

function renderChart(answer: (days: number) => ReturnType<typeof ok<IncomeChart>> | ReturnType<typeof fail>) {
  const { calls } = stubRoutes(on(routes.incomeChart, (call) => answer(Number(call.query.days))));
  return { ...renderRoutes([{ path: '/earn', Component: IncomeByKindChart }], '/earn'), calls };
}

/** A day's row as the table reads: the day, a column per kind in the contract's order (zero unless given), the total. */
const rowOf = (day: string, figures: Partial<Record<EarningKind, string>>, total: string) => [
  day,
  ...EARNING_KINDS.map((kind) => figures[kind] ?? '0.00 USDT'),
  total,
];

const cellsOf = (table: HTMLElement, day: string) =>
  Array.from(
    within(table).getByRole('rowheader', { name: day }).parentElement?.children ?? [],
    (cell) => cell.textContent,
  );

describe('income chart by kind', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('labels the y axis in USDT and the x axis with dates, today named', async () => {
    renderChart((days) => ok(MSG.loaded, days === 7 ? WEEK : monthOf(days)));
    const figure = await screen.findByRole('figure', { name: 'Income per day, last 30 days' });
    await within(figure).findByRole('slider');
    expect(figure.textContent).toContain('USDT per platform day (UTC)');
    expect(within(figure).getByText('USDT')).toBeTruthy();
    // Every fifth day back from today; every other one only from the small breakpoint up, so phones fit them.
    expect(within(figure).getByText('23 Nov').dataset.minor).toBeUndefined();
    expect(within(figure).getByText('18 Nov').dataset.minor).toBe('true');
    expect(within(figure).getByText('13 Nov').dataset.minor).toBeUndefined();
    expect(within(figure).queryByText('16 Nov')).toBeNull();
    // A highest day of 1 USDT: the axis goes 0 to 1 in quarters.
    for (const tick of ['0', '0.25', '0.5', '0.75', '1']) expect(within(figure).getByText(tick)).toBeTruthy();
  });

  it('gives the numbers of every day, a zero day included, as a table for screen readers', async () => {
    const { user, calls } = renderChart((days) => ok(MSG.loaded, days === 7 ? WEEK : monthOf(days)));
    await screen.findByRole('figure', { name: 'Income per day, last 30 days' });
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(calls.of(routes.incomeChart).map((call) => call.query.days)).toEqual(['30', '7']);
    const figure = await screen.findByRole('figure', { name: 'Income per day, last 7 days' });
    const table = within(figure).getByRole('table', { name: 'Income per day by kind, USDT' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(cellsOf(table, '2026-11-19')).toEqual(rowOf('2026-11-19', {}, '0.00 USDT'));
    expect(cellsOf(table, '2026-11-18')).toEqual(
      rowOf('2026-11-18', { trading: '12.50 USDT', level: '2.25 USDT' }, '14.75 USDT'),
    );
    // An operator's bonus is income: its own column and colour, in the day's total and the range's.
    expect(cellsOf(table, '2026-11-21')).toEqual(rowOf('2026-11-21', { bonus: '7.50 USDT' }, '7.50 USDT'));
    expect(figure.querySelector('g[data-day="2026-11-21"] rect.fill-lime-300')).toBeTruthy();
    expect(within(figure).getByRole('list', { name: 'Kinds of income' }).textContent).toContain('Bonus 7.50 USDT');
    expect(figure.textContent).toContain('167.25 USDT in these 7 days.');
    // Axis: highest day 115, ticks of 50 up to 200.
    for (const tick of ['0', '50', '100', '150', '200']) expect(within(figure).getByText(tick)).toBeTruthy();
    for (const date of ['17 Nov', '20 Nov', '23 Nov']) expect(within(figure).getByText(date)).toBeTruthy();
  });

  it('reads today first, and each day with the arrow keys, with the values of each kind', async () => {
    const { user } = renderChart(() => ok(MSG.loaded, WEEK));
    const figure = await screen.findByRole('figure', { name: 'Income per day, last 30 days' });
    const slider = await within(figure).findByRole('slider');
    expect(slider.getAttribute('aria-valuetext')).toBe('2026-11-23: 115.00 USDT');
    expect(figure.textContent).toContain('2026-11-23 (today): 115.00 USDT');
    expect(figure.textContent).toContain('Trading profit 100.00 USDT');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(slider);
    await user.keyboard('{ArrowLeft}');
    expect(slider.getAttribute('aria-valuetext')).toBe('2026-11-22: 25.00 USDT');
    expect(figure.textContent).toContain('Reward 25.00 USDT');
    await user.keyboard('{Home}');
    expect(slider.getAttribute('aria-valuetext')).toBe('2026-11-17: 0.00 USDT');
    await user.keyboard('{End}');
    expect(slider.getAttribute('aria-valuetext')).toBe('2026-11-23: 115.00 USDT');
  });

  it('draws each kind of a day as its own part of the bar, to scale', async () => {
    renderChart(() => ok(MSG.loaded, WEEK));
    await screen.findByRole('slider');
    const today = document.querySelector('g[data-day="2026-11-23"]');
    const heights = Array.from(
      today?.querySelectorAll('rect.fill-teal-400, rect.fill-sky-400, rect.fill-amber-300') ?? [],
      (rect) => Number(rect.getAttribute('height')),
    );
    // 100, 10 and 5 of an axis topped at 200.
    expect(heights).toEqual([50, 5, 2.5]);
    expect(today?.querySelector('title')?.textContent).toBe('2026-11-23: 115.00 USDT');
    expect(document.querySelector('g[data-day="2026-11-19"] rect.fill-teal-400')).toBeNull();
  });

  it('says so when the range has no income, and offers a retry when the chart does not load', async () => {
    const { user } = renderChart((days) =>
      days === 90
        ? fail(500, 'Something went wrong')
        : ok(MSG.loaded, { ...monthOf(days), totals: { ...zero, all: 0 } }),
    );
    expect(await screen.findByText('No income in these 30 days.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '90 days' }));
    expect(await screen.findByText(/We could not load your income chart/)).toBeTruthy();
  });
});
