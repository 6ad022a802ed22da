import {
  amountAboveMaximumMessage,
  CONSOLE_MSG,
  MSG,
  RESERVES_MSG,
  type ReserveSnapshotSummary,
  routes,
} from '@app/contract';
import { errorOf, landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, replyWith, stubRoutes } from '@app/web-kit/test/stub-routes';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FREEZE_REPORT_ID,
  freezeOf,
  NO_PENDING_FUNDS,
  NO_RESERVE_SNAPSHOT,
  OPERATOR,
  operatorProfileAs,
  overviewOf,
  profileShown,
  settingChangeOf,
  settingChangePage,
  signInOperator,
  toasts,
} from '../../../test/console-test-kit';
import { OverviewPage } from './overview-page';

function renderOverview() {
  return renderRoutes(
    [
      { path: '/admin', Component: OverviewPage },
      landing('/admin/deposits'),
      landing('/admin/withdrawals'),
      landing('/admin/adjustments'),
    ],
    '/admin',
  );
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

/** The figure under a label: its value and its one-line explanation. */
function figure(section: HTMLElement, label: string) {
  const term = within(section).getByText(label, { selector: 'dt' });
  const [value, hint] = Array.from(term.parentElement?.querySelectorAll('dd') ?? [], (dd) => dd.textContent);
  return { value, hint };
}

describe('/admin', () => {
  beforeEach(() => signInOperator());

  it('shows every member and money figure with what it means, and the queues with their links', async () => {
    const { calls } = stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(routes.adminOverview, ok(MSG.loaded, overviewOf())),
    );
    const { user } = renderOverview();
    await screen.findByRole('heading', { name: 'Members' });
    // The queues show once the operator's role is read.
    await screen.findByRole('heading', { name: 'Pending deposits' });
    expect(calls.of(routes.adminOverview)[0]?.headers.Authorization).toBe('Bearer operator-token');

    const members = card('Members');
    expect(figure(members, 'Total')).toEqual({ value: '1,234', hint: 'Members and vendors with an account.' });
    expect(figure(members, 'Active').value).toBe('567');
    expect(figure(members, 'New today').value).toBe('8');
    expect(figure(members, 'Blocked').value).toBe('3');

    const money = card('Money');
    const expected: [string, string][] = [
      ['Deposits received', '50,000.00 USDT'],
      ['Member deposit wallets', '4,100.50 USDT'],
      ['Income wallets', '2,200.25 USDT'],
      ['Package capital held', '30,000.00 USDT'],
      ['Withdrawals pending', '1,500.00 USDT'],
      ['Withdrawals paid', '9,000.00 USDT'],
      ['Fees earned', '450.00 USDT'],
      ['Incomes paid today', '75.50 USDT'],
      ['Incomes paid in total', '6,000.00 USDT'],
    ];
    for (const [label, value] of expected) {
      const shown = figure(money, label);
      expect(shown.value).toBe(value);
      expect(shown.hint?.length).toBeGreaterThan(10);
    }
    expect(figure(money, 'Fees earned').hint).toBe(
      'Withdrawal charges 300.00 USDT and package handling fees 150.00 USDT the platform kept.',
    );

    expect(within(card('Pending deposits')).getByText('12')).toBeTruthy();
    expect(within(card('Pending withdrawals')).getByText('4')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Review withdrawals' }));
    expect(await screen.findByText('landed on /admin/withdrawals')).toBeTruthy();
  });

  it('counts the credits awaiting a second operator beside the other queues, and links to them', async () => {
    stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(
        routes.adminOverview,
        ok(MSG.loaded, overviewOf({ queues: { pendingDeposits: 0, pendingWithdrawals: 0, pendingAdjustments: 3 } })),
      ),
    );
    const { user } = renderOverview();
    const credits = (await screen.findByRole('heading', { name: 'Credits awaiting approval' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(credits).getByText('3')).toBeTruthy();
    const link = within(credits).getByRole('link', { name: 'Review credits' });
    // The primary colour marks the one queue with work waiting.
    expect(link.className).toContain('bg-teal-400');
    expect(within(card('Pending deposits')).getByRole('link').className).not.toContain('bg-teal-400');
    await user.click(link);
    expect(await screen.findByText('landed on /admin/adjustments')).toBeTruthy();
  });

  it('shows the platform covered when it holds more than it owes', async () => {
    stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(
        routes.adminOverview,
        ok(MSG.loaded, overviewOf({ solvency: { holds: 41_000, owes: 37_800.75, companyFunds: 0 } })),
      ),
    );
    renderOverview();
    await screen.findByRole('heading', { name: 'Solvency' });
    const solvency = card('Solvency');
    expect(figure(solvency, 'Holds').value).toBe('41,000.00 USDT');
    expect(figure(solvency, 'Owes').value).toBe('37,800.75 USDT');
    expect(figure(solvency, 'Difference').value).toBe('3,199.25 USDT');
    expect(within(solvency).getByText('Covered')).toBeTruthy();
    expect(solvency.textContent).toContain('The platform holds 3,199.25 USDT more than it owes members');
    const difference = within(solvency).getByText('3,199.25 USDT', { selector: 'dd' });
    expect(difference.className).toContain('text-green-300');
  });

  it('shows the platform short, in red, when it owes more than it holds', async () => {
    stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(
        routes.adminOverview,
        ok(MSG.loaded, overviewOf({ solvency: { holds: 1_000, owes: 1_250.5, companyFunds: 0 } })),
      ),
    );
    renderOverview();
    await screen.findByRole('heading', { name: 'Solvency' });
    const solvency = card('Solvency');
    expect(figure(solvency, 'Difference').value).toBe('-250.50 USDT');
    expect(within(solvency).getByText('Short')).toBeTruthy();
    expect(solvency.textContent).toContain('The platform owes members 250.50 USDT more than it holds');
    const difference = within(solvency).getByText('-250.50 USDT', { selector: 'dd' });
    expect(difference.className).toContain('text-rose-300');
  });

  it('leads owners and finance from solvency to the obligations report, and not support', async () => {
    const routesOf = [{ path: '/admin', Component: OverviewPage }, landing('/admin/reports')];
    stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      operatorProfileAs('finance'),
      on(routes.adminOverview, ok(MSG.loaded, overviewOf())),
    );
    const { user } = renderRoutes(routesOf, '/admin');
    await screen.findByRole('heading', { name: 'Solvency' });
    const link = await within(card('Solvency')).findByRole('link', {
      name: 'See what the plan owes in the next 90 days',
    });
    expect(link.getAttribute('href')).toBe('/admin/reports');
    await user.click(link);
    expect(await screen.findByText('landed on /admin/reports')).toBeTruthy();
    cleanup();

    const server = stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      operatorProfileAs('support'),
      on(routes.adminOverview, ok(MSG.loaded, overviewOf())),
    );
    renderRoutes(routesOf, '/admin');
    await screen.findByRole('heading', { name: 'Solvency' });
    await profileShown(server);
    expect(within(card('Solvency')).queryByRole('link')).toBeNull();
  });

  it('says when the ledger was last reconciled and that it balanced', async () => {
    stubRoutes(NO_RESERVE_SNAPSHOT, NO_PENDING_FUNDS, on(routes.adminOverview, ok(MSG.loaded, overviewOf())));
    renderOverview();
    const reconciliation = (await screen.findByRole('heading', { name: 'Ledger reconciliation' })).closest('section');
    expect(reconciliation?.textContent).toContain('Balanced');
    expect(reconciliation?.textContent).toContain('Last run 2024-05-06 13:02:03 (1,234 ms).');
  });

  it('shows a failed reconciliation in red with what to do, and says when none has run yet', async () => {
    const failed = { checkedAt: new Date(2024, 4, 6, 13, 2, 3).toISOString(), durationMs: 80, problemCount: 2 };
    stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(routes.adminOverview, ok(MSG.loaded, overviewOf({ reconciliation: failed }))),
      on(routes.adminPayoutFreeze, ok(MSG.loaded, freezeOf())),
    );
    renderOverview();
    const section = (await screen.findByRole('heading', { name: 'Ledger reconciliation' })).closest('section');
    expect(section?.textContent).toContain('Problems found');
    expect(section?.textContent).toContain('2 problems: the books do not add up. Hold payouts');
    expect(section?.className).toContain('border-rose-500/60');
    cleanup();

    stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(routes.adminOverview, ok(MSG.loaded, overviewOf({ reconciliation: null }))),
    );
    renderOverview();
    const none = (await screen.findByRole('heading', { name: 'Ledger reconciliation' })).closest('section');
    expect(none?.textContent).toContain(
      'Not run yet: the server checks the whole ledger at start and every 15 minutes.',
    );
  });

  it('gives the 30-day chart its figures in words and in a table', async () => {
    const days = overviewOf().days.map((day, index) => ({
      ...day,
      deposits: index === 0 ? 300 : index === 29 ? 1_000 : 0,
      withdrawals: index === 29 ? 200 : 0,
      incomes: index === 1 ? 12.5 : 0,
    }));
    stubRoutes(NO_RESERVE_SNAPSHOT, NO_PENDING_FUNDS, on(routes.adminOverview, ok(MSG.loaded, overviewOf({ days }))));
    const { user } = renderOverview();
    await screen.findByRole('heading', { name: 'Last 30 days' });
    const chart = card('Last 30 days');
    const image = within(chart).getByRole('img');
    expect(image.getAttribute('aria-label')).toContain('2024-05-01 to 2024-05-30');
    expect(image.getAttribute('aria-label')).toContain(
      'deposits 1,300.00 USDT, withdrawals 200.00 USDT, incomes 12.50 USDT in all',
    );
    const totals = within(chart).getByRole('list', { name: '30-day totals' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Deposits1,300.00 USDT', 'Withdrawals200.00 USDT', 'Incomes12.50 USDT']);

    await user.click(within(chart).getByText('Figures by day'));
    const table = within(chart).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[0]?.textContent).toBe('DayDepositsWithdrawalsIncomes');
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('2024-05-01');
    expect(Array.from(rows[1]?.querySelectorAll('td') ?? [], (cell) => cell.textContent)).toEqual([
      '300.00',
      '0.00',
      '0.00',
    ]);
    expect(Array.from(rows[30]?.querySelectorAll('td') ?? [], (cell) => cell.textContent)).toEqual([
      '1,000.00',
      '200.00',
      '0.00',
    ]);
    // One bar per figure and day, the tallest the full height.
    const bars = image.querySelectorAll('rect[class^="fill-"]:not(.fill-transparent)');
    expect(bars).toHaveLength(90);
    expect(image.querySelector('g:last-of-type title')?.textContent).toBe(
      '2024-05-30: Deposits 1,000.00 USDT, Withdrawals 200.00 USDT, Incomes 0.00 USDT',
    );
  });

  it('shows the latest proof-of-reserves snapshot and takes one now', async () => {
    const snapshot: ReserveSnapshotSummary = {
      _id: 'snap-1',
      day: '2026-11-21',
      trigger: 'operator',
      takenAt: '2026-11-21T09:00:00.000Z',
      liabilities: 815.5,
      reserves: 1000,
      ratioPercent: 122.62,
      reserveMode: 'manual',
      reserveSource: 'Cold wallet',
      verified: false,
      block: null,
      address: null,
      memberAddresses: 0,
      rootHash: 'ab'.repeat(32),
      leafCount: 4,
    };
    let taken = false;
    const { calls } = stubRoutes(
      NO_PENDING_FUNDS,
      on(routes.reserves, () =>
        ok(RESERVES_MSG.loaded, taken ? { latest: snapshot, history: [snapshot] } : { latest: null, history: [] }),
      ),
      on(routes.adminOverview, ok(MSG.loaded, overviewOf())),
      on(routes.adminReserveSnapshot, () => {
        taken = true;
        return ok(RESERVES_MSG.snapshotTaken, snapshot);
      }),
    );
    const { user } = renderOverview();
    const section = await screen.findByRole('region', { name: 'Proof of reserves' });
    expect(await within(section).findByText(/No snapshot has been taken yet/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Take snapshot now' }));
    expect(await within(section).findByText('815.50 USDT / 1,000.00 USDT')).toBeTruthy();
    expect(within(section).getByText('122.62 %')).toBeTruthy();
    expect(calls.of(routes.adminReserveSnapshot)[0]?.headers.Authorization).toBe('Bearer operator-token');
  });

  it('shows a skeleton while loading, then a retry when the overview fails', async () => {
    let attempt = 0;
    stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(routes.adminOverview, () => {
        attempt += 1;
        return attempt === 1 ? fail(500, MSG.internal, 'INTERNAL') : ok(MSG.loaded, overviewOf());
      }),
    );
    const { user } = renderOverview();
    expect(screen.getByLabelText('Loading the overview')).toBeTruthy();
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Solvency' })).toBeTruthy());
  });
});

describe('/admin: the payout freeze', () => {
  beforeEach(() => signInOperator());
  const failed = { checkedAt: new Date(2024, 4, 6, 13, 2, 3).toISOString(), durationMs: 80, problemCount: 1 };

  it('shows paused payouts in red with the report, and the Acknowledge button lifts the freeze', async () => {
    let acknowledged = false;
    const { calls } = stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(routes.adminOverview, ok(MSG.loaded, overviewOf({ reconciliation: failed }))),
      on(routes.adminPayoutFreeze, () => ok(MSG.loaded, acknowledged ? freezeOf({ acknowledged: true }) : freezeOf())),
      on(routes.adminReconciliationAcknowledge, () => {
        acknowledged = true;
        return ok(MSG.reconciliationAcknowledged, freezeOf({ acknowledged: true }));
      }),
    );
    const { user } = renderOverview();
    const state = await screen.findByText(/^Payouts are paused/);
    expect(state.className).toContain('text-rose-300');
    expect(
      within(screen.getByRole('list', { name: 'Problems found' })).getByText(/^entry-sums-to-zero: /),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await user.click(screen.getByRole('button', { name: 'Acknowledge report' }));
    await waitFor(() => expect(toasts()).toContain(MSG.reconciliationAcknowledged));
    expect(calls.of(routes.adminReconciliationAcknowledge)[0]?.body).toEqual({ reconciliationId: FREEZE_REPORT_ID });
    expect(await screen.findByText(/^Payouts are open: Ann Ops acknowledged this report/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it("keeps payouts paused after one owner's acknowledgement: the next owner is told and may lift it, not the first", async () => {
    const firstBy = (who: { _id: string; fullName: string }) => {
      const freeze = freezeOf();
      return {
        ...freeze,
        reconciliation: freeze.reconciliation && {
          ...freeze.reconciliation,
          firstAcknowledgedAt: failed.checkedAt,
          firstAcknowledgedBy: who,
        },
      };
    };
    stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(routes.adminOverview, ok(MSG.loaded, overviewOf({ reconciliation: failed }))),
      on(routes.adminPayoutFreeze, ok(MSG.loaded, firstBy({ _id: 'operator-2', fullName: 'Tom Second' }))),
    );
    renderOverview();
    expect(
      await screen.findByText(/^Acknowledged by Tom Second on .*: payouts stay paused until another owner/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acknowledge' })).toBeTruthy();
    cleanup();

    stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(routes.adminOverview, ok(MSG.loaded, overviewOf({ reconciliation: failed }))),
      on(routes.adminPayoutFreeze, ok(MSG.loaded, firstBy({ _id: OPERATOR._id, fullName: OPERATOR.fullName }))),
    );
    renderOverview();
    expect(await screen.findByText('You acknowledged this report: another owner lifts the pause.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
  });

  it('does not ask for the freeze while the books balance', async () => {
    const { calls } = stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(routes.adminOverview, ok(MSG.loaded, overviewOf())),
    );
    renderOverview();
    await screen.findByRole('heading', { name: 'Ledger reconciliation' });
    expect(calls.of(routes.adminPayoutFreeze)).toHaveLength(0);
    expect(screen.queryByText(/^Payouts are paused/)).toBeNull();
  });

  it('shows finance the freeze without the Acknowledge (an owner lifts it), and support neither', async () => {
    const server = stubRoutes(
      operatorProfileAs('finance'),
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(routes.adminOverview, ok(MSG.loaded, overviewOf({ reconciliation: failed }))),
      on(routes.adminPayoutFreeze, ok(MSG.loaded, freezeOf())),
    );
    renderOverview();
    expect(await screen.findByText(/^Payouts are paused/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Take snapshot now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review withdrawals' })).toBeTruthy();
    cleanup();

    const support = stubRoutes(
      operatorProfileAs('support'),
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(routes.adminOverview, ok(MSG.loaded, overviewOf({ reconciliation: failed }))),
    );
    renderOverview();
    expect(await screen.findByText('Problems found')).toBeTruthy();
    await profileShown(support);
    expect(support.calls.of(routes.adminPayoutFreeze)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Take snapshot now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Review withdrawals' })).toBeNull();
    expect(server.calls.of(routes.adminReconciliationAcknowledge)).toHaveLength(0);
  });
});

describe("/admin: the company's own funds", () => {
  beforeEach(() => signInOperator());

  const FUNDS_LINE = /^Of which the company's own funds: /;

  it("shows the company's own funds under the figures only when there are some, and says holds count them", async () => {
    stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(
        routes.adminOverview,
        ok(MSG.loaded, overviewOf({ solvency: { holds: 41_000, owes: 37_800.75, companyFunds: 1_000 } })),
      ),
    );
    renderOverview();
    await screen.findByRole('heading', { name: 'Solvency' });
    const solvency = card('Solvency');
    expect(figure(solvency, 'Holds')).toEqual({
      value: '41,000.00 USDT',
      hint: "Deposits received and the company's own funds, minus what was paid out on chain.",
    });
    expect(within(solvency).getByText(FUNDS_LINE).textContent).toBe("Of which the company's own funds: 1,000.00 USDT");
    cleanup();

    stubRoutes(NO_RESERVE_SNAPSHOT, NO_PENDING_FUNDS, on(routes.adminOverview, ok(MSG.loaded, overviewOf())));
    renderOverview();
    await screen.findByRole('heading', { name: 'Solvency' });
    expect(within(card('Solvency')).queryByText(FUNDS_LINE)).toBeNull();
  });

  it('points a short platform to recording the company funds', async () => {
    stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(
        routes.adminOverview,
        ok(MSG.loaded, overviewOf({ solvency: { holds: 1_000, owes: 1_250.5, companyFunds: 0 } })),
      ),
    );
    renderOverview();
    await screen.findByRole('heading', { name: 'Solvency' });
    const solvency = card('Solvency');
    expect(solvency.textContent).toContain("cover it by recording the company's own funds put into the platform.");
    expect(solvency.textContent).not.toContain('reserves held outside the deposits');
  });

  it('offers an owner to record company funds, and not finance', async () => {
    stubRoutes(NO_RESERVE_SNAPSHOT, NO_PENDING_FUNDS, on(routes.adminOverview, ok(MSG.loaded, overviewOf())));
    renderOverview();
    await screen.findByRole('heading', { name: 'Solvency' });
    expect(await within(card('Solvency')).findByRole('button', { name: 'Record company funds' })).toBeTruthy();
    cleanup();

    const finance = stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      operatorProfileAs('finance'),
      on(routes.adminOverview, ok(MSG.loaded, overviewOf())),
    );
    renderOverview();
    await screen.findByRole('heading', { name: 'Solvency' });
    await profileShown(finance);
    // Finance is led to the reports from the same card, but records no company funds.
    expect(
      within(card('Solvency')).getByRole('link', { name: 'See what the plan owes in the next 90 days' }),
    ).toBeTruthy();
    expect(within(card('Solvency')).queryByRole('button', { name: 'Record company funds' })).toBeNull();
  });

  it("checks the amount and reference with the contract's messages before anything is sent", async () => {
    const { calls } = stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(routes.adminOverview, ok(MSG.loaded, overviewOf())),
    );
    const { user } = renderOverview();
    await screen.findByRole('heading', { name: 'Solvency' });
    await user.click(await within(card('Solvency')).findByRole('button', { name: 'Record company funds' }));
    const dialog = screen.getByRole('dialog', { name: 'Record company funds' });
    expect(dialog.textContent).toContain(
      "It moves no member's balance, is kept in the audit log under your name, and cannot be taken back from the console.",
    );
    expect(dialog.textContent).toContain('Where the money came from: a transaction hash or a bank reference.');

    await user.click(within(dialog).getByRole('button', { name: 'Record company funds' }));
    await waitFor(() => expect(errorOf('Amount (USDT)')).toBe(MSG.amountRequired));
    expect(errorOf('Reference')).toBe(MSG.reasonRequired);

    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '12.3456789');
    await user.type(within(dialog).getByLabelText('Reference'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Record company funds' }));
    await waitFor(() => expect(errorOf('Amount (USDT)')).toBe(MSG.amountInvalid));
    expect(errorOf('Reference')).toBe(MSG.reasonRequired);

    await user.clear(within(dialog).getByLabelText('Amount (USDT)'));
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record company funds' }));
    await waitFor(() => expect(errorOf('Amount (USDT)')).toBe(MSG.amountInvalid));
    expect(calls.of(routes.adminCompanyFunds)).toHaveLength(0);
  });

  it('asks for it, says a second owner records it, closes and lists it waiting, as a second owner decides it', async () => {
    let asked = false;
    const change = settingChangeOf({
      subject: 'funds',
      targetId: null,
      patch: { amountMicros: '1000500000', reference: 'Bank transfer REF-2024-0506' },
      before: {},
    });
    const { calls } = stubRoutes(
      NO_RESERVE_SNAPSHOT,
      on(routes.adminOverview, ok(MSG.loaded, overviewOf())),
      on(routes.adminSettingChanges, () => settingChangePage(asked ? [change] : [])),
      on(routes.adminCompanyFunds, () => {
        asked = true;
        return replyWith(
          {
            success: true as const,
            message: CONSOLE_MSG.companyFundsPending,
            data: overviewOf().solvency,
            pendingChange: change,
          },
          202,
        );
      }),
    );
    const { user } = renderOverview();
    await screen.findByRole('heading', { name: 'Solvency' });
    expect(within(card('Solvency')).queryByText(FUNDS_LINE)).toBeNull();
    await user.click(await within(card('Solvency')).findByRole('button', { name: 'Record company funds' }));
    const dialog = screen.getByRole('dialog', { name: 'Record company funds' });
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '1000.5');
    await user.type(within(dialog).getByLabelText('Reference'), 'Bank transfer REF-2024-0506');
    await user.click(within(dialog).getByRole('button', { name: 'Record company funds' }));

    await waitFor(() => expect(toasts()).toEqual([CONSOLE_MSG.companyFundsPending]));
    expect(calls.of(routes.adminCompanyFunds)[0]).toMatchObject({
      method: 'POST',
      body: { amount: '1000.5', reference: 'Bank transfer REF-2024-0506' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing counts yet: the request waits under the solvency, for another owner to decide.
    const waiting = await screen.findByRole('region', { name: 'Company funds waiting for a second owner' });
    expect(
      within(waiting).getByText('Record 1,000.50 USDT of company funds: Bank transfer REF-2024-0506'),
    ).toBeTruthy();
    expect(within(card('Solvency')).queryByText(FUNDS_LINE)).toBeNull();
  });

  it("shows the server's refusal inside the dialog, which stays open with what was typed", async () => {
    const refusal = amountAboveMaximumMessage(1_000_000);
    const { calls } = stubRoutes(
      NO_RESERVE_SNAPSHOT,
      NO_PENDING_FUNDS,
      on(routes.adminOverview, ok(MSG.loaded, overviewOf())),
      on(routes.adminCompanyFunds, fail(400, refusal)),
    );
    const { user } = renderOverview();
    await screen.findByRole('heading', { name: 'Solvency' });
    await user.click(await within(card('Solvency')).findByRole('button', { name: 'Record company funds' }));
    const dialog = screen.getByRole('dialog', { name: 'Record company funds' });
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '5000000');
    await user.type(within(dialog).getByLabelText('Reference'), 'Cold wallet top-up');
    await user.click(within(dialog).getByRole('button', { name: 'Record company funds' }));

    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(refusal));
    expect(calls.of(routes.adminCompanyFunds)[0]?.body).toEqual({ amount: '5000000', reference: 'Cold wallet top-up' });
    expect(screen.getByRole('dialog', { name: 'Record company funds' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Amount (USDT)') as HTMLInputElement).value).toBe('5000000');
    expect(toasts()).toEqual([]);
    expect(calls.of(routes.adminOverview)).toHaveLength(1);

    // Cancel closes it; opened again, it starts without the earlier refusal.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(card('Solvency')).getByRole('button', { name: 'Record company funds' }));
    expect(within(screen.getByRole('dialog', { name: 'Record company funds' })).queryByRole('alert')).toBeNull();
  });
});
