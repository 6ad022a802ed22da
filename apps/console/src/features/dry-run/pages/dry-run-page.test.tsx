import { DRY_RUN_MSG, type DryRunRow, ENGINE_INCOME_KINDS, type IncomeKind, kindLabel, routes } from '@app/contract';
import { formatDateTime } from '@app/web-kit/lib/format';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type RouteStub, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test/console-test-kit';
import {
  DEFAULT_RUN_INPUT,
  DRY_RUN_ID,
  dryRunMonthOf,
  dryRunOf,
  listedRun,
  OTHER_RUN_ID,
} from '../../../test/owner-view-test-kit';
import { DryRunPage } from './dry-run-page';

/** Each kind's column of what a month paid, by the words the console shows today; a kind added later by its own. */
const PAID_COLUMNS: Partial<Record<IncomeKind, string>> = {
  trading: 'Trading paid',
  level: 'Level paid',
  direct: 'Direct paid',
  reward: 'Reward paid',
};
/** What the test kit's months pay of each kind (owner-view-test-kit.ts); nothing of the others. */
const PAID_IN_A_MONTH: Partial<Record<IncomeKind, string>> = {
  trading: '9,000.00',
  level: '900.00',
  direct: '1,500.00',
};

function renderDryRun(path: string, ...stubs: RouteStub[]) {
  const server = stubRoutes(...stubs);
  return { ...renderRoutes([{ path: '/admin/dry-run', Component: DryRunPage }], path), ...server };
}

const listOf = (...runs: DryRunRow[]) => ok(DRY_RUN_MSG.loaded, { docs: runs.map(listedRun) });
const NO_RUNS = on(routes.adminDryRuns, listOf());

/** The cells of each body row of a table, as their text. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

const runTitle = (run: DryRunRow) => `Run of ${formatDateTime(run.startedAt)}`;

describe('/admin/dry-run', () => {
  beforeEach(() => signInOperator());

  it('says the run touches nothing live, and offers the form with its defaults', async () => {
    renderDryRun('/admin/dry-run', NO_RUNS);
    expect(await screen.findByRole('heading', { name: 'Dry run', level: 1 })).toBeTruthy();
    expect(
      screen.getByText('A dry run happens on a separate database of its own: it touches no member and moves no money.'),
    ).toBeTruthy();
    const values = Object.fromEntries(
      [
        'Months',
        'Members at the start',
        'Joins in the first month',
        'Pattern',
        'Smallest investment (USDT)',
        'Largest investment (USDT)',
        'Members who recruit (%)',
        'Directs per recruiter',
        'Re-invest at maturity (%)',
        'Withdraw each month (%)',
        'Seed',
      ].map((label) => [label, (screen.getByLabelText(label) as HTMLInputElement).value]),
    );
    expect(values).toEqual({
      Months: '12',
      'Members at the start': '1000',
      'Joins in the first month': '750',
      Pattern: 'steady',
      'Smallest investment (USDT)': '100',
      'Largest investment (USDT)': '1000',
      'Members who recruit (%)': '25',
      'Directs per recruiter': '3',
      'Re-invest at maturity (%)': '30',
      'Withdraw each month (%)': '20',
      Seed: '1',
    });
    expect(await screen.findByRole('heading', { name: 'No dry runs yet' })).toBeTruthy();
  });

  it("checks the form by the contract's rules before anything is sent, each message at its field", async () => {
    const { user, calls } = renderDryRun('/admin/dry-run', NO_RUNS);
    await screen.findByRole('heading', { name: 'No dry runs yet' });
    await user.clear(screen.getByLabelText('Months'));
    await user.type(screen.getByLabelText('Months'), '40');
    await user.clear(screen.getByLabelText('Largest investment (USDT)'));
    await user.type(screen.getByLabelText('Largest investment (USDT)'), '50');
    await user.clear(screen.getByLabelText('Seed'));
    await user.click(screen.getByText('Change the plan for this run'));
    await user.type(screen.getByLabelText('Level 1'), '10');
    await user.type(screen.getByLabelText('Direct income (%)'), '101');
    await user.type(screen.getByLabelText('Packages on sale (JSON)'), 'not a list');
    await user.click(screen.getByRole('button', { name: 'Start the dry run' }));

    await waitFor(() => expect(errorOf('Months')).toBe('Please enter 36 or less'));
    expect(errorOf('Seed')).toBe('Please enter a number');
    expect(errorOf('Level 2')).toBe('Please enter a number');
    expect(errorOf('Level 3')).toBe('Please enter a number');
    expect(errorOf('Level 1')).toBeNull();
    expect(errorOf('Direct income (%)')).toBe('Please enter 100 or less');
    expect(errorOf('Packages on sale (JSON)')).toBe('Enter the packages as a JSON list, or leave the field empty.');

    // A list the contract refuses: the first package's first message, numbered.
    await user.clear(screen.getByLabelText('Packages on sale (JSON)'));
    await user.type(screen.getByLabelText('Packages on sale (JSON)'), '[[{{"title": "Starter", "price": 100}]');
    await user.click(screen.getByRole('button', { name: 'Start the dry run' }));
    await waitFor(() => expect(errorOf('Packages on sale (JSON)')).toMatch(/^Package 1: \S/));
    expect(calls.of(routes.adminDryRunStart)).toHaveLength(0);
  });

  it("says the investment range and the members' limit in the contract's words", async () => {
    const { user, calls } = renderDryRun('/admin/dry-run', NO_RUNS);
    await screen.findByRole('heading', { name: 'No dry runs yet' });
    await user.clear(screen.getByLabelText('Largest investment (USDT)'));
    await user.type(screen.getByLabelText('Largest investment (USDT)'), '50');
    await user.clear(screen.getByLabelText('Joins in the first month'));
    await user.type(screen.getByLabelText('Joins in the first month'), '5000');
    await user.click(screen.getByRole('button', { name: 'Start the dry run' }));
    await waitFor(() => expect(errorOf('Largest investment (USDT)')).toBe(DRY_RUN_MSG.rangeInvalid));
    expect(errorOf('Joins in the first month')).toBe(DRY_RUN_MSG.tooManyMembers);
    expect(calls.of(routes.adminDryRunStart)).toHaveLength(0);
  });

  it('starts a run, shows its progress and months as they come, and cancels it', async () => {
    let started = false;
    let cancelled = false;
    let reads = 0;
    const running = (progress: number, months: number) =>
      dryRunOf({
        status: 'running',
        progress,
        input: DEFAULT_RUN_INPUT,
        months: Array.from({ length: months }, (_month, index) => dryRunMonthOf(index + 1)),
        firstNegativeMonth: months >= 2 ? 2 : null,
        firstUncoveredMonth: months >= 2 ? 2 : null,
        finishedAt: null,
        durationMs: null,
      });
    const { user, calls, router } = renderDryRun(
      '/admin/dry-run',
      on(routes.adminDryRuns, () => (started ? listOf(running(25, 3)) : listOf())),
      on(routes.adminDryRunStart, () => {
        started = true;
        return ok(DRY_RUN_MSG.started, { _id: DRY_RUN_ID });
      }),
      on(routes.adminDryRun, () => {
        reads += 1;
        if (cancelled) return ok(DRY_RUN_MSG.loaded, { ...running(25, 3), status: 'cancelled' });
        return ok(DRY_RUN_MSG.loaded, reads === 1 ? running(16.7, 1) : running(25, 3));
      }),
      on(routes.adminDryRunCancel, () => {
        cancelled = true;
        return ok(DRY_RUN_MSG.cancelled);
      }),
    );
    await screen.findByRole('heading', { name: 'No dry runs yet' });
    await user.click(screen.getByRole('button', { name: 'Start the dry run' }));

    const card = await screen.findByRole('region', { name: runTitle(running(0, 0)) });
    expect(await within(card).findByText('16% done')).toBeTruthy();
    expect(calls.of(routes.adminDryRunStart)[0]?.body).toEqual(DEFAULT_RUN_INPUT);
    expect(router.state.location.search).toBe(`?run=${DRY_RUN_ID}`);
    expect(within(card).getByText('1 of 12 months simulated')).toBeTruthy();
    expect(
      within(card).getByRole('progressbar', { name: 'Progress of the dry run' }).getAttribute('aria-valuenow'),
    ).toBe('16.7');
    expect(within(card).getByText('Over 1 month it holds what it owes and promises.')).toBeTruthy();
    const table = () => within(card).getByRole('table', { name: 'The run month by month, amounts in USDT' });
    expect(rowsOf(table())).toHaveLength(1);

    // Read again two seconds later: the months it finished meanwhile appear.
    expect(await within(card).findByText('25% done', {}, { timeout: 4000 })).toBeTruthy();
    expect(within(card).getByText('3 of 12 months simulated')).toBeTruthy();
    expect(rowsOf(table())).toHaveLength(3);
    expect(
      within(card).getByText('In month 2 its cash runs out and it holds less than it owes and promises.'),
    ).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Cancel the run' }));
    expect(await within(card).findByText('Cancelled: the months it finished stay.')).toBeTruthy();
    expect(calls.of(routes.adminDryRunCancel)[0]?.params).toEqual({ _id: DRY_RUN_ID });
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel the run' })).toBeNull();
    expect(rowsOf(table())).toHaveLength(3);
    expect(within(card).getByText('Cancelled')).toBeTruthy();
  }, 15_000);

  it('says under the form that a run is already running, and puts a refusal about a field at that field', async () => {
    let answers = 0;
    const { user } = renderDryRun(
      '/admin/dry-run',
      NO_RUNS,
      on(routes.adminDryRunStart, () => {
        answers += 1;
        return answers === 1 ? fail(409, DRY_RUN_MSG.busy, 'CONFLICT') : fail(400, DRY_RUN_MSG.noPackage);
      }),
    );
    await screen.findByRole('heading', { name: 'No dry runs yet' });
    const form = screen.getByRole('button', { name: 'Start the dry run' }).closest('form') as HTMLElement;
    await user.click(screen.getByRole('button', { name: 'Start the dry run' }));
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual([DRY_RUN_MSG.busy]),
    );

    await user.click(screen.getByRole('button', { name: 'Start the dry run' }));
    await waitFor(() => expect(errorOf('Smallest investment (USDT)')).toBe(DRY_RUN_MSG.noPackage));
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([DRY_RUN_MSG.noPackage]);
  });

  it("shows the newest run's results: the months, the chart and when the cash goes negative", async () => {
    const run = dryRunOf();
    renderDryRun(
      '/admin/dry-run',
      on(routes.adminDryRuns, listOf(run)),
      on(routes.adminDryRun, ok(DRY_RUN_MSG.loaded, run)),
    );
    const card = await screen.findByRole('region', { name: runTitle(run) });
    expect(within(card).getByText('Done')).toBeTruthy();
    const verdict = 'From month 1 it holds less than it owes and promises, and in month 2 its cash runs out.';
    // One sentence, on the run and in the recent runs' list alike.
    expect(within(card).getByText(verdict)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Recent runs' })).getByText(verdict)).toBeTruthy();
    expect(within(card).getByRole('img').getAttribute('aria-label')).toBe(
      `Line chart of 3 months: the position ends at -500.00 USDT against 2,000.00 USDT owed and promised. ${verdict} The table lists each month.`,
    );
    expect(within(card).getByText('Uncovered from month 1')).toBeTruthy();
    const table = within(card).getByRole('table', { name: 'The run month by month, amounts in USDT' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Month',
      'Members',
      'Joined',
      'Capital in',
      'Deposits',
      ...ENGINE_INCOME_KINDS.map((kind) => PAID_COLUMNS[kind] ?? kindLabel(kind, 'paid', 'en')),
      'Withdrawals',
      'Fees',
      'Owed',
      'Obligations',
      'Position',
      'Cover',
    ]);
    expect(rowsOf(table)[1]).toEqual([
      '2',
      '2,500',
      '750',
      '300,000.00',
      '310,000.00',
      ...ENGINE_INCOME_KINDS.map((kind) => PAID_IN_A_MONTH[kind] ?? '0.00'),
      '2,000.00',
      '150.00',
      '1,200.00',
      '800.00',
      '500.00',
      '-1,500.00',
    ]);
    expect(within(card).getByText('The live plan')).toBeTruthy();
  });

  it('says when the cash is never negative and always covers, and why a run failed', async () => {
    const calm = dryRunOf({ firstNegativeMonth: null, firstUncoveredMonth: null });
    const failed = dryRunOf({
      _id: OTHER_RUN_ID,
      status: 'failed',
      error: 'The embedded database stopped.',
      startedAt: '2026-11-21T08:00:00.000Z',
    });
    const { user } = renderDryRun(
      `/admin/dry-run?run=${DRY_RUN_ID}`,
      on(routes.adminDryRuns, listOf(failed, calm)),
      on(routes.adminDryRun, (call) => ok(DRY_RUN_MSG.loaded, call.params._id === DRY_RUN_ID ? calm : failed)),
    );
    // The run's verdict, which the recent runs' list repeats.
    const verdict = 'Over 3 months it always holds what it owes and promises.';
    expect(await screen.findAllByText(verdict)).toHaveLength(2);
    expect(screen.queryByRole('img')?.getAttribute('aria-label')).not.toContain('Uncovered');

    await user.click(await screen.findByRole('link', { name: runTitle(failed) }));
    expect(await screen.findByText('The run stopped: The embedded database stopped.')).toBeTruthy();
  });

  it('puts two runs side by side with their inputs, and closes the comparison', async () => {
    const first = dryRunOf();
    const second = dryRunOf({
      _id: OTHER_RUN_ID,
      startedAt: '2026-11-21T08:00:00.000Z',
      input: { ...DEFAULT_RUN_INPUT, months: 3, pattern: 'growth', settings: { directIncomePercent: 7 } },
      firstNegativeMonth: null,
    });
    const { user, router } = renderDryRun(
      '/admin/dry-run',
      on(routes.adminDryRuns, listOf(second, first)),
      on(routes.adminDryRun, (call) => ok(DRY_RUN_MSG.loaded, call.params._id === DRY_RUN_ID ? first : second)),
    );
    const recent = await screen.findByRole('region', { name: 'Recent runs' });
    expect(await within(recent).findByText('3 months · 1,000 members at the start · Growth')).toBeTruthy();
    const compare = screen.getByRole('button', { name: 'Compare the two runs' });
    expect(compare.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: `Compare the run of ${formatDateTime(first.startedAt)}` }));
    await user.click(screen.getByRole('checkbox', { name: `Compare the run of ${formatDateTime(second.startedAt)}` }));
    await user.click(compare);

    const sideBySide = await screen.findByRole('region', { name: 'Side by side' });
    expect(router.state.location.search).toBe(`?compare=${DRY_RUN_ID}%2C${OTHER_RUN_ID}`);
    const [left, right] = within(sideBySide).getAllByRole('article');
    expect(left?.getAttribute('aria-label')).toBe(runTitle(first));
    expect(right?.getAttribute('aria-label')).toBe(runTitle(second));
    await waitFor(() => expect(within(left as HTMLElement).getByText('The live plan')).toBeTruthy());
    expect(
      within(left as HTMLElement).getByText(
        'From month 1 it holds less than it owes and promises, and in month 2 its cash runs out.',
      ),
    ).toBeTruthy();
    // Its cash stays above zero, yet it is uncovered from month 1: one red sentence says both, never a green one.
    const uncovered = within(right as HTMLElement).getByText(
      'From month 1 it holds less than it owes and promises, though its cash never runs out in this run.',
    );
    expect(uncovered.className).toContain('text-rose-300');
    expect(within(sideBySide).queryByText(/Never negative/)).toBeNull();
    expect(within(right as HTMLElement).getByText('The plan changed for this run')).toBeTruthy();
    expect(within(right as HTMLElement).getByText('7%')).toBeTruthy();
    expect(
      within(right as HTMLElement).getByRole('table', { name: `${runTitle(second)} month by month, amounts in USDT` }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close the comparison' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Side by side' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('shows Try again when the recent runs did not load', async () => {
    renderDryRun('/admin/dry-run', on(routes.adminDryRuns, fail(500, 'Something went wrong', 'INTERNAL')));
    expect(await screen.findByText('We could not load the recent dry runs.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
