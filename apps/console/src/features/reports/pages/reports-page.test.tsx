import { byKind, EARNING_KINDS, type EarningKind, kindLabel, MSG, REPORTS_MSG, routes } from '@app/contract';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type RouteStub, stubRoutes } from '@app/web-kit/test/stub-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test/console-test-kit';
import { COHORT_ROWS, flowsOf, obligationsOf, PACKAGE_ROWS, serveCsv, TOP } from '../../../test/owner-view-test-kit';
import { ReportsPage } from './reports-page';

/** The kinds on the flows chart by the words the console shows today; a kind added later by its own. */
const INCOME_NAMES: Partial<Record<EarningKind, string>> = {
  trading: 'trading profit',
  level: 'level income',
  direct: 'direct income',
  reward: 'reward',
  bonus: 'bonus',
};
/** What the test kit's flows paid of each kind in the range (owner-view-test-kit.ts); nothing of the others. */
const PAID: Partial<Record<EarningKind, string>> = { trading: '40.00', level: '4.00', direct: '25.00', bonus: '5.00' };

function renderReports(path = '/admin/reports', ...stubs: RouteStub[]) {
  const server = stubRoutes(...stubs);
  return {
    ...renderRoutes([{ path: '/admin/reports', Component: ReportsPage }, landing('/admin/members/:id')], path),
    ...server,
  };
}

/** The cells of each body row of a table, as their text. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

/** The figure under a label in a report's summary: its value and its one-line explanation. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  const [value, hint] = Array.from(term.parentElement?.querySelectorAll('dd') ?? [], (dd) => dd.textContent);
  return { value, hint };
}

describe('/admin/reports', () => {
  beforeEach(() => signInOperator());

  it('opens on the obligations: the figures, the chart against the reserve line, the runway and each day', async () => {
    const { calls, user } = renderReports(
      '/admin/reports',
      on(routes.adminReportObligations, ok(REPORTS_MSG.loaded, obligationsOf())),
    );
    expect(await screen.findByRole('heading', { name: 'Obligations over the next 90 days', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reports', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Obligations' }).getAttribute('aria-current')).toBe('page');
    expect(calls.of(routes.adminReportObligations)[0]?.headers.Authorization).toBe('Bearer operator-token');
    expect(
      screen.getByText(
        "The report assumes every member claims every day. An order's capital counts from the day the order matures. The runway counts only what the platform holds today; the deposits scenario beside it also pays the direct income of the purchases those deposits make.",
      ),
    ).toBeTruthy();

    await screen.findByText('Reserve', { selector: 'dt' });
    expect(figure('Trading profit').value).toBe('1,250.00 USDT');
    expect(figure('Level income').value).toBe('125.00 USDT');
    expect(figure('Capital at maturity').value).toBe('125.00 USDT');
    expect(figure('Owed in the next 90 days').value).toBe('1,500.00 USDT');
    const reserve = figure('Reserve');
    expect(reserve.value).toBe('1,000.00 USDT');
    expect(reserve.hint).toMatch(/^Declared by an operator: Cold wallet\. As of 2026-11-20 \d\d:00:00\.$/);
    expect(figure('Balances').value).toBe('200.00 USDT');
    expect(figure('Net flow a day')).toEqual({
      value: '50.00 USDT',
      hint: 'Deposits credited less withdrawals paid, a day, over the last 30 days.',
    });
    // The runway leads the page, on what the platform holds today, before any figure; deposits are a scenario
    // beside it, never the runway.
    const terms = screen.getAllByText(/./, { selector: 'dt' }).map((term) => term.textContent);
    expect(terms.slice(0, 3)).toEqual([
      'Runway on what it holds today',
      'Scenario: deposits as in the last 30 days',
      'Trading profit',
    ]);
    expect(figure('Runway on what it holds today')).toEqual({
      value: '2026-11-22',
      hint: 'The first day the reserve, less what members can withdraw now, no longer covers what is owed. No new deposits are counted.',
    });
    expect(figure('Scenario: deposits as in the last 30 days')).toEqual({
      value: 'Short from 2026-11-23',
      hint: 'Not a promise: new members’ money would pay these obligations. Net flow 50.00 USDT a day, less 2.50 USDT a day of direct income on the purchases it pays for.',
    });

    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Line chart of the next 5 days, 2026-11-20 to 2026-11-24: obligations add up to 1,500.00 USDT, against 800.00 USDT held today. What it holds today stops covering what is owed on 2026-11-22. The table below lists each day.',
    );
    expect(screen.getByText('Runway ends 2026-11-22')).toBeTruthy();
    expect(screen.getByText('Obligations so far')).toBeTruthy();
    expect(screen.getByText('What it holds today (reserve − balances)')).toBeTruthy();
    expect(screen.getByText('With deposits as in the last 30 days')).toBeTruthy();

    await user.click(screen.getByText('Figures by day'));
    const table = screen.getByRole('table', { name: 'Obligations and cover per day, USDT' });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual(['2026-11-20', '250.00', '25.00', '25.00', '300.00', '300.00', '500.00', '547.50']);
    expect(rows[3]).toEqual(['2026-11-23', '250.00', '25.00', '25.00', '300.00', '1,200.00', '-400.00', '-210.00']);
  });

  it('says the reserve covers the 90 days when there is no runway, and when nothing is owed', async () => {
    renderReports(
      '/admin/reports',
      on(
        routes.adminReportObligations,
        ok(REPORTS_MSG.loaded, obligationsOf({ runway: null, runwayWithDeposits: null })),
      ),
    );
    await screen.findByText('Runway on what it holds today', { selector: 'dt' });
    expect(figure('Runway on what it holds today')).toEqual({
      value: 'Covered for the next 90 days',
      hint: 'The reserve, less what members can withdraw now, covers what is owed on every day of the report, with no new deposits.',
    });
    expect(figure('Scenario: deposits as in the last 30 days').value).toBe('Covered for the next 90 days');
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(
      'What it holds today covers what is owed on every day.',
    );
    expect(screen.queryByText(/Runway ends/)).toBeNull();
  });

  it('shows an empty obligations report without a chart, its reserve still there', async () => {
    const report = obligationsOf({ runway: null, total: { trading: 0, level: 0, capital: 0, total: 0 } });
    renderReports('/admin/reports', on(routes.adminReportObligations, ok(REPORTS_MSG.loaded, report)));
    expect(await screen.findByRole('heading', { name: 'Nothing owed in the next 90 days' })).toBeTruthy();
    expect(figure('Reserve').value).toBe('1,000.00 USDT');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a skeleton while a report loads and Try again when it failed', async () => {
    let answers = 0;
    const { user } = renderReports(
      '/admin/reports?report=packages',
      on(routes.adminReportPackages, () => {
        answers += 1;
        return answers === 1 ? fail(500, MSG.internal, 'INTERNAL') : ok(REPORTS_MSG.loaded, { docs: PACKAGE_ROWS });
      }),
    );
    expect(screen.getByLabelText('Loading the report')).toBeTruthy();
    expect(await screen.findByText('We could not load the packages report.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Packages, amounts in USDT' })).toBeTruthy();
  });

  it('lists each package with what it took in, paid out and still owes', async () => {
    renderReports(
      '/admin/reports?report=packages',
      on(routes.adminReportPackages, ok(REPORTS_MSG.loaded, { docs: PACKAGE_ROWS })),
    );
    const table = await screen.findByRole('table', { name: 'Packages, amounts in USDT' });
    expect(screen.getByRole('link', { name: 'Packages' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Package', 'Status', 'Sold', 'Taken in', 'Fees', 'Paid out', 'Owed', 'Payout ratio']);
    expect(rowsOf(table)).toEqual([
      ['Starter', 'Active', '12', '1,200.00', '24.00', '300.50', '1,500.00', '25.04%'],
      ['Legacy', 'Inactive', '0', '0.00', '0.00', '0.00', '0.00', '—'],
    ]);
  });

  it('says when there is no package yet', async () => {
    renderReports(
      '/admin/reports?report=packages',
      on(routes.adminReportPackages, ok(REPORTS_MSG.loaded, { docs: [] })),
    );
    expect(await screen.findByRole('heading', { name: 'No packages yet' })).toBeTruthy();
  });

  it('lists the cohorts by month joined, each count with its percent of the month', async () => {
    renderReports(
      '/admin/reports?report=cohorts',
      on(routes.adminReportCohorts, ok(REPORTS_MSG.loaded, { docs: COHORT_ROWS })),
    );
    const table = await screen.findByRole('table', { name: 'Members by the month they joined' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Month joined',
      'Members',
      'Invested',
      'Bought again after 1 month',
      'Bought again after 3 months',
      'Bought again after 6 months',
      'Deposited',
      'Withdrew',
    ]);
    expect(rowsOf(table)).toEqual([
      ['May 2026', '120', '90 (75%)', '30 (25%)', '12 (10%)', '0 (0%)', '100 (83.3%)', '40 (33.3%)'],
    ]);
  });

  it('says when no member has joined yet', async () => {
    renderReports('/admin/reports?report=cohorts', on(routes.adminReportCohorts, ok(REPORTS_MSG.loaded, { docs: [] })));
    expect(await screen.findByRole('heading', { name: 'No members yet' })).toBeTruthy();
  });

  it("shows the flows of the server's default days: totals, both charts and each day", async () => {
    const { calls, user } = renderReports(
      '/admin/reports?report=flows',
      on(routes.adminReportFlows, ok(REPORTS_MSG.loaded, flowsOf())),
    );
    expect(await screen.findByText('Platform days 2026-11-18 to 2026-11-20, both included.')).toBeTruthy();
    expect(calls.of(routes.adminReportFlows)[0]?.query).toEqual({});
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-18');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-20');

    expect(figure('Deposits').value).toBe('500.00 USDT');
    expect(figure('Withdrawals').value).toBe('120.00 USDT');
    expect(figure('Net flow').value).toBe('380.00 USDT');
    expect(figure('Fees').value).toBe('16.00 USDT');
    expect(figure('Income paid').value).toBe('74.00 USDT');

    const [money, income] = screen.getAllByRole('img');
    expect(money?.getAttribute('aria-label')).toBe(
      'Bar chart of deposits and withdrawals per day, 2026-11-18 to 2026-11-20: deposits 500.00 USDT, withdrawals 120.00 USDT in all. The table below lists each day.',
    );
    const incomeTotals = EARNING_KINDS.map(
      (kind) =>
        `${INCOME_NAMES[kind] ?? kindLabel(kind, 'chart', 'en').toLocaleLowerCase()} ${PAID[kind] ?? '0.00'} USDT`,
    );
    expect(income?.getAttribute('aria-label')).toBe(
      `Stacked bar chart of income paid per day by kind, 2026-11-18 to 2026-11-20: ${incomeTotals.join(', ')} in all. The table below lists each day.`,
    );

    await user.click(screen.getByText('Figures by day'));
    const table = screen.getByRole('table', { name: 'Deposits, withdrawals, fees and income by kind per day, USDT' });
    const noIncome = EARNING_KINDS.map(() => '0.00');
    const paid = EARNING_KINDS.map((kind) => PAID[kind] ?? '0.00');
    expect(rowsOf(table)).toEqual([
      ['2026-11-18', '500.00', '0.00', '10.00', ...noIncome],
      ['2026-11-19', '0.00', '120.00', '6.00', ...paid],
      ['2026-11-20', '0.00', '0.00', '0.00', ...noIncome],
      ['Total', '500.00', '120.00', '16.00', ...paid],
    ]);
  });

  it('asks for the days chosen, and shows the server refusing a bad range under them', async () => {
    const { calls, user, router } = renderReports(
      '/admin/reports?report=flows',
      on(routes.adminReportFlows, (call) =>
        call.query.from === '2026-11-30'
          ? fail(400, REPORTS_MSG.flowsRangeInvalid)
          : ok(REPORTS_MSG.loaded, flowsOf(call.query.from, call.query.to)),
      ),
    );
    await screen.findByText('Platform days 2026-11-18 to 2026-11-20, both included.');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-03' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Platform days 2026-11-01 to 2026-11-03, both included.')).toBeTruthy();
    expect(calls.of(routes.adminReportFlows)[1]?.query).toEqual({ from: '2026-11-01', to: '2026-11-03' });
    expect(router.state.location.search).toBe('?report=flows&from=2026-11-01&to=2026-11-03');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const form = screen.getByRole('form', { name: 'Days shown' });
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe(REPORTS_MSG.flowsRangeInvalid);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-30');
  });

  it('says when nothing moved in the days shown', async () => {
    const quiet = flowsOf();
    const zero = { deposits: 0, withdrawals: 0, fees: 0, ...byKind(EARNING_KINDS, () => 0) };
    const report = { ...quiet, docs: quiet.docs.map((day) => ({ ...zero, day: day.day })), total: zero };
    renderReports('/admin/reports?report=flows', on(routes.adminReportFlows, ok(REPORTS_MSG.loaded, report)));
    expect(await screen.findByRole('heading', { name: 'Nothing moved in these days' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('lists the top earners and teams, each name opening the member', async () => {
    const { user, router } = renderReports(
      '/admin/reports?report=top',
      on(routes.adminReportTop, ok(REPORTS_MSG.loaded, TOP)),
    );
    const earners = await screen.findByRole('table', { name: 'Top 20 earners' });
    expect(rowsOf(earners)).toEqual([['1', 'Ann Lee', 'ANN123', '5,000.00']]);
    const teams = screen.getByRole('table', { name: 'Top 20 teams' });
    expect(
      within(teams)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Place', 'Name', 'UID', 'Business (USDT)', 'Members']);
    expect(rowsOf(teams)).toEqual([['1', 'Ben Cho', '—', '20,000.00', '45']]);
    expect(within(earners).getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe('/admin/members/member-1');
    await user.click(within(teams).getByRole('link', { name: 'Ben Cho' }));
    expect(await screen.findByText('landed on /admin/members/:id')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/members/member-2');
  });

  it('says when no one earned and no team holds anything yet', async () => {
    renderReports(
      '/admin/reports?report=top',
      on(routes.adminReportTop, ok(REPORTS_MSG.loaded, { docs: [], income: [], teams: [] })),
    );
    expect(await screen.findByText('No income has been paid yet.')).toBeTruthy();
    expect(screen.getByText('No team holds an active order yet.')).toBeTruthy();
  });

  it('moves between the reports by their links', async () => {
    const { user, router } = renderReports(
      '/admin/reports',
      on(routes.adminReportObligations, ok(REPORTS_MSG.loaded, obligationsOf())),
      on(routes.adminReportCohorts, ok(REPORTS_MSG.loaded, { docs: COHORT_ROWS })),
    );
    const tabs = await screen.findByRole('navigation', { name: 'The reports' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Obligations', '/admin/reports'],
      ['Packages', '/admin/reports?report=packages'],
      ['Cohorts', '/admin/reports?report=cohorts'],
      ['Flows', '/admin/reports?report=flows'],
      ['Top members', '/admin/reports?report=top'],
    ]);
    await user.click(within(tabs).getByRole('link', { name: 'Cohorts' }));
    expect(await screen.findByRole('table', { name: 'Members by the month they joined' })).toBeTruthy();
    expect(router.state.location.search).toBe('?report=cohorts');
    expect(within(tabs).getByRole('link', { name: 'Cohorts' }).getAttribute('aria-current')).toBe('page');
  });
});

describe("the reports' CSV downloads", () => {
  beforeEach(() => signInOperator());

  it.each([
    ['obligations', '', on(routes.adminReportObligations, ok(REPORTS_MSG.loaded, obligationsOf()))],
    ['packages', '?report=packages', on(routes.adminReportPackages, ok(REPORTS_MSG.loaded, { docs: PACKAGE_ROWS }))],
    ['cohorts', '?report=cohorts', on(routes.adminReportCohorts, ok(REPORTS_MSG.loaded, { docs: COHORT_ROWS }))],
    ['flows', '?report=flows', on(routes.adminReportFlows, ok(REPORTS_MSG.loaded, flowsOf()))],
    ['top', '?report=top', on(routes.adminReportTop, ok(REPORTS_MSG.loaded, TOP))],
  ])("fetches the %s CSV from its twin path with the operator's token", async (name, search, stub) => {
    const { user } = renderReports(`/admin/reports${search}`, stub);
    const saved = serveCsv();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved.clicks).toEqual([`${name}.csv`]));
    expect(saved.requests).toEqual([
      {
        path: `/adminApi/reports/${name}.csv`,
        headers: expect.objectContaining({ Authorization: 'Bearer operator-token', Accept: 'text/csv' }),
      },
    ]);
  });

  it('asks the flows CSV for the days on screen', async () => {
    const { user } = renderReports(
      '/admin/reports?report=flows&from=2026-11-01&to=2026-11-03',
      on(routes.adminReportFlows, ok(REPORTS_MSG.loaded, flowsOf('2026-11-01', '2026-11-03'))),
    );
    const saved = serveCsv();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved.requests).toHaveLength(1));
    expect(saved.requests[0]?.path).toBe('/adminApi/reports/flows.csv?from=2026-11-01&to=2026-11-03');
  });
});
