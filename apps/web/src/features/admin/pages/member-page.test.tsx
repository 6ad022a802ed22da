import { type AdjustmentRow, CONSOLE_MSG, MSG, routes } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorOf, landing, renderRoutes } from '../../../test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '../../../test/stub-routes';
import {
  CREATED,
  memberDetailOf,
  OPERATOR,
  PAYOUT_HASH,
  settingsOf,
  signInOperator,
  TX_HASH,
  toasts,
  withdrawalOf,
} from '../admin-test-kit';
import { MemberPage } from './member-page';

const ANN = memberDetailOf();
const BLOCKED_AT = new Date(2024, 4, 7, 9, 0, 0).toISOString();
const LINK = {
  _id: 'opaque-id',
  url: '/autologin/opaque-id',
  expiresAt: new Date(2024, 4, 6, 13, 7, 3).toISOString(),
};
const FULL = memberDetailOf({
  orders: [
    {
      _id: 'order-1',
      package_id: 'package-1',
      title: 'Gold',
      price: 500,
      yield: 1.5,
      maturity: 30,
      totalDays: 4,
      status: 'active',
      capitalChargePercent: 10,
      paidToday: false,
      lastPaidDay: null,
      createdAt: CREATED.toISOString(),
      closedAt: null,
    },
  ],
  deposits: [
    {
      _id: 'deposit-1',
      amount: 250,
      transaction_id: TX_HASH,
      status: 'reject',
      reason: 'Transfer not found',
      demo: false,
      createdAt: CREATED.toISOString(),
    },
  ],
  withdrawals: [
    (({ member, reviewedAt, needsApproval, approvedBy, approvedAt, ...row }) => row)(
      withdrawalOf({ status: 'success', transactionHash: PAYOUT_HASH }),
    ),
  ],
  incomes: [
    {
      _id: 'income-1',
      kind: 'level',
      amount: 3.25,
      level: 1,
      source: { fullName: 'Ben Cho', referId: 'BEN777' },
      day: '2024-05-06',
      createdAt: CREATED.toISOString(),
      basis: { baseAmount: 32.5, ratePercent: 10, rule: '10% of the trading profit of a level 1 member' },
    },
  ],
  postings: [
    { entryId: 'entry-1', kind: 'adjustment', wallet: 'income', amount: -12.5, createdAt: CREATED.toISOString() },
    { entryId: 'entry-2', kind: 'deposit', wallet: 'deposit', amount: 250, createdAt: CREATED.toISOString() },
  ],
});

interface MemberStub {
  detail?: Responder<typeof routes.adminMember>;
  block?: Responder<typeof routes.adminMemberBlock>;
  unblock?: Responder<typeof routes.adminMemberUnblock>;
  adjust?: Responder<typeof routes.adminMemberAdjust>;
  signinLink?: Responder<typeof routes.adminMemberSigninLink>;
  approve?: Responder<typeof routes.adminAdjustmentApprove>;
}

/** A credit above the approval limit, waiting; requested by the signed-in operator unless told otherwise. */
function pendingOf(overrides: Partial<AdjustmentRow> = {}): AdjustmentRow {
  return {
    _id: '99999999-9999-4999-8999-999999999999',
    member: { _id: ANN._id, fullName: ANN.fullName, referId: ANN.referId },
    wallet: 'income',
    kind: 'bonus',
    amount: 2_500,
    reason: 'Top seller of the quarter',
    status: 'pending',
    requestedBy: { _id: OPERATOR._id, fullName: OPERATOR.fullName },
    requestedAt: CREATED.toISOString(),
    reviewedBy: null,
    reviewedAt: null,
    ...overrides,
  };
}
const BY_ANOTHER = { requestedBy: { _id: 'operator-2', fullName: 'Tom Second' } };

function renderMember(stub: MemberStub = {}) {
  const server = stubRoutes(
    // Hashes and addresses link to the block explorer from the operator's settings.
    on(routes.adminSettings, ok(MSG.loaded, settingsOf())),
    on(routes.adminMember, stub.detail ?? ok(MSG.loaded, ANN)),
    on(routes.adminMemberKyc, ok(MSG.loaded, { status: 'none', reason: null, submission: null })),
    on(
      routes.adminMemberBlock,
      stub.block ??
        ok(MSG.memberBlocked, { ...ANN, blocked: true, blockedAt: BLOCKED_AT, blockedReason: 'Chargeback fraud' }),
    ),
    on(routes.adminMemberUnblock, stub.unblock ?? ok(MSG.memberUnblocked, ANN)),
    on(routes.adminMemberAdjust, stub.adjust ?? ok(MSG.adjustmentPosted, { ...ANN, incomeBalance: 33 })),
    on(routes.adminMemberSigninLink, stub.signinLink ?? ok(MSG.signinLinkCreated, LINK)),
    on(routes.operatorProfile, ok(MSG.loaded, OPERATOR)),
    on(
      routes.adminAdjustmentApprove,
      stub.approve ?? ok(CONSOLE_MSG.adjustmentApproved, pendingOf({ ...BY_ANOTHER, status: 'posted' })),
    ),
    on(
      routes.adminAdjustmentReject,
      ok(CONSOLE_MSG.adjustmentRejected, pendingOf({ ...BY_ANOTHER, status: 'rejected' })),
    ),
  );
  const view = renderRoutes(
    [
      { path: '/admin/members/:id', Component: MemberPage },
      landing('/admin/members'),
      landing(`/admin/members/${ANN.sponsor?._id}`),
    ],
    `/admin/members/${ANN._id}`,
  );
  return { ...view, ...server };
}

const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
const fact = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/admin/members/:id', () => {
  beforeEach(() => signInOperator());

  it('shows the profile, wallets and team of the member', async () => {
    const { calls } = renderMember();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeTruthy();
    expect(calls.of(routes.adminMember)[0]?.params).toEqual({ _id: ANN._id });

    const profile = section('Profile');
    expect(fact(profile, 'E-mail')).toBe('ann@example.com');
    expect(fact(profile, 'Phone')).toBe('+15550100');
    expect(fact(profile, 'UID')).toBe('ANN123');
    expect(fact(profile, 'Sponsor')).toBe('Sam Root (ROOT01)');
    expect(fact(profile, 'USDT address')).toContain('0x12ef…12ef');
    expect(fact(profile, 'Rank')).toBe('2');
    expect(fact(profile, 'Joined')).toBe('2024-05-06 13:02:03');
    expect(fact(profile, 'Status')).toBe('Can sign in');

    const wallets = section('Wallets');
    expect(fact(wallets, 'Electronic Wallet')).toBe('120.00 USDT');
    expect(fact(wallets, 'Flexible wallet')).toBe('45.50 USDT');
    expect(fact(wallets, 'Active orders')).toBe('2');
    const team = section('Team');
    expect([fact(team, 'Team A'), fact(team, 'Active in A'), fact(team, 'Team B'), fact(team, 'Team C')]).toEqual([
      '4',
      '3',
      '9',
      '16',
    ]);
  });

  it('has a section for each record, each with an empty state, and links to them', async () => {
    renderMember();
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
    const nav = screen.getByRole('navigation', { name: 'Records' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Orders', '#member-orders'],
      ['Deposits', '#member-deposits'],
      ['Withdrawals', '#member-withdrawals'],
      ['Incomes', '#member-incomes'],
      ['Ledger postings', '#member-postings'],
    ]);
    const empties: [string, string][] = [
      ['Orders 0', 'No orders yet.'],
      ['Deposits 0', 'No deposits yet.'],
      ['Withdrawals 0', 'No withdrawals yet.'],
      ['Incomes 0', 'No incomes yet.'],
      ['Ledger postings 0', 'No ledger postings yet.'],
    ];
    for (const [title, empty] of empties) {
      expect(within(section(title)).getByText(empty)).toBeTruthy();
    }
  });

  it('lists orders, deposits, withdrawals, incomes and signed ledger postings', async () => {
    renderMember({ detail: ok(MSG.loaded, FULL) });
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });

    const orders = section('Orders 1');
    expect(orders.textContent).toContain('Gold');
    expect(orders.textContent).toContain('500.00 USDT');
    expect(orders.textContent).toContain('day 4 of 30');
    expect(within(orders).getByText('Active')).toBeTruthy();

    const deposits = section('Deposits 1');
    expect(within(deposits).getByText('Rejected')).toBeTruthy();
    expect(deposits.textContent).toContain('Reason: Transfer not found');

    const withdrawals = section('Withdrawals 1');
    expect(within(withdrawals).getByText('Paid')).toBeTruthy();
    expect(withdrawals.textContent).toContain('net 95.00 USDT to 0x12ef…12ef');

    const incomes = section('Incomes 1');
    expect(within(incomes).getByText('Level income')).toBeTruthy();
    expect(incomes.textContent).toContain('from Ben Cho (BEN777)');

    const postings = within(section('Ledger postings 2')).getAllByRole('listitem');
    expect(postings.map((posting) => posting.textContent)).toEqual([
      'Operator adjustment−12.50 USDT2024-05-06 13:02:03 · Flexible wallet',
      'Deposit credited+250.00 USDT2024-05-06 13:02:03 · Electronic Wallet',
    ]);
  });

  it("shows a withdrawal the member cancelled as grey Cancelled, and marks a deposit's demo hash", async () => {
    const row = (({ member, reviewedAt, needsApproval, approvedBy, approvedAt, ...rest }) => rest)(
      withdrawalOf({
        status: 'reject',
        cancelled: true,
        reason: 'Cancelled by the member from the link in the e-mail',
      }),
    );
    const deposit = FULL.deposits[0];
    if (!deposit) throw new Error('no deposit');
    renderMember({
      detail: ok(MSG.loaded, {
        ...FULL,
        deposits: [{ ...deposit, status: 'success', reason: null, demo: true }],
        withdrawals: [row],
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
    const withdrawals = section('Withdrawals 1');
    expect(within(withdrawals).getByText('Cancelled').className).toContain('slate');
    expect(within(withdrawals).queryByText('Rejected')).toBeNull();
    expect(withdrawals.textContent).toContain('Cancelled by the member from the e-mailed link.');
    expect(withdrawals.textContent).not.toContain('Reason:');
    const deposits = section('Deposits 1');
    expect(within(deposits).getByText('Demo')).toBeTruthy();
  });

  it('shows the first five rows of a long list, and all of them on request', async () => {
    const postings = Array.from({ length: 7 }, (_, index) => ({
      entryId: `entry-${index}`,
      kind: 'income:trading',
      wallet: 'income' as const,
      amount: index + 1,
      createdAt: CREATED.toISOString(),
    }));
    const { user } = renderMember({ detail: ok(MSG.loaded, memberDetailOf({ postings })) });
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
    const ledger = section('Ledger postings 7');
    expect(within(ledger).getAllByRole('listitem')).toHaveLength(5);
    const more = within(ledger).getByRole('button', { name: 'Show all 7 ledger postings' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(within(ledger).getAllByRole('listitem')).toHaveLength(7);
    expect(within(ledger).getAllByRole('listitem').at(-1)?.textContent).toContain('+7.00 USDT');
    expect(within(ledger).getByRole('button', { name: 'Show the first 5 ledger postings' })).toBeTruthy();
  });

  it('blocks only with a reason, explaining that sessions end and sign-in is refused', async () => {
    const { user, calls } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block member' });
    expect(dialog.textContent).toContain('Block Ann Lee (ann@example.com)?');
    expect(dialog.textContent).toContain('Every session of the account ends at once and they cannot sign in');

    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(errorOf('Reason')).toBe(MSG.reasonRequired));
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(errorOf('Reason')).toBe(MSG.reasonRequired));
    expect(calls.of(routes.adminMemberBlock)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Chargeback fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(MSG.memberBlocked)).toBeTruthy();
    expect(calls.of(routes.adminMemberBlock)[0]).toMatchObject({
      method: 'POST',
      params: { _id: ANN._id },
      body: { reason: 'Chargeback fraud' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([MSG.memberBlocked]);
    const profile = section('Profile');
    expect(fact(profile, 'Status')).toContain('Blocked');
    expect(fact(profile, 'Status')).toContain('Reason: Chargeback fraud');
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });

  it('shows the server message in the block dialog when it refuses', async () => {
    const { user } = renderMember({ block: fail(409, MSG.memberAlreadyBlocked, 'CONFLICT') });
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block member' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.memberAlreadyBlocked));
    expect(toasts()).toEqual([]);
  });

  it('unblocks a blocked member after a confirmation', async () => {
    const blocked = { ...ANN, blocked: true, blockedAt: BLOCKED_AT, blockedReason: 'Chargeback fraud' };
    const { user, calls } = renderMember({ detail: ok(MSG.loaded, blocked) });
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
    expect(screen.getByText('Blocked: this member cannot sign in, and every session they had has ended.')).toBeTruthy();
    expect(fact(section('Profile'), 'Status')).toContain('since 2024-05-07 09:00:00');

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    const dialog = screen.getByRole('dialog', { name: 'Unblock member' });
    expect(dialog.textContent).toContain('Unblock Ann Lee? They can sign in again');
    expect(dialog.textContent).toContain('Blocked because: Chargeback fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));

    expect(await screen.findByText(MSG.memberUnblocked)).toBeTruthy();
    expect(calls.of(routes.adminMemberUnblock)[0]).toMatchObject({ method: 'POST', params: { _id: ANN._id } });
    expect(fact(section('Profile'), 'Status')).toBe('Can sign in');
    expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy();
  });

  it('adjusts a balance: shows the balance before and after, sends the signed amount, wallet and reason', async () => {
    const { user, calls } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });

    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(errorOf('Wallet')).toBe(MSG.walletRequired));
    expect(errorOf('Amount (USDT)')).toBe(MSG.amountRequired);
    expect(errorOf('Reason')).toBe(MSG.reasonRequired);

    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'income');
    expect(dialog.textContent).toContain('Flexible wallet now45.50 USDT');
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '-12.5');
    expect(dialog.textContent).toContain('After this adjustment33.00 USDT');
    expect(dialog.textContent).toContain('Debits 12.50 USDT.');
    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'deposit');
    expect(dialog.textContent).toContain('Electronic Wallet now120.00 USDT');
    expect(dialog.textContent).toContain('After this adjustment107.50 USDT');
    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'income');

    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate credit');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText(MSG.adjustmentPosted)).toBeTruthy();
    expect(calls.of(routes.adminMemberAdjust)[0]).toMatchObject({
      method: 'POST',
      params: { _id: ANN._id },
      body: { wallet: 'income', amount: '-12.5', reason: 'Duplicate credit' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([MSG.adjustmentPosted]);
    expect(fact(section('Wallets'), 'Flexible wallet')).toBe('33.00 USDT');
  });

  it('credits with a positive amount and rejects an amount that is not one', async () => {
    const { user, calls } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'deposit');
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '1.2345678');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(errorOf('Amount (USDT)')).toBe(MSG.amountInvalid));
    expect(calls.of(routes.adminMemberAdjust)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Amount (USDT)'));
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '30');
    expect(dialog.textContent).toContain('After this adjustment150.00 USDT');
    expect(dialog.textContent).toContain('Credits 30.00 USDT.');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(calls.of(routes.adminMemberAdjust)).toHaveLength(1));
    expect(calls.of(routes.adminMemberAdjust)[0]?.body).toEqual({
      wallet: 'deposit',
      amount: '30',
      reason: 'Goodwill',
      kind: 'correction',
    });
  });

  it('requests a large bonus: the answer shows it waiting for a second operator, with nothing to click', async () => {
    const waiting = { ...ANN, pendingAdjustments: [pendingOf()] };
    const { user, calls } = renderMember({ adjust: ok(CONSOLE_MSG.adjustmentPending, waiting) });
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'deposit');
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '2500');
    await user.type(within(dialog).getByLabelText('Reason'), 'Top seller of the quarter');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    // A bonus is a credit of the Flexible wallet: the contract's rule, checked before anything is sent.
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.adjustmentBonusIncomeCredit));
    expect(calls.of(routes.adminMemberAdjust)).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'income');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText(CONSOLE_MSG.adjustmentPending)).toBeTruthy();
    expect(calls.of(routes.adminMemberAdjust)[0]?.body).toEqual({
      wallet: 'income',
      amount: '2500',
      reason: 'Top seller of the quarter',
      kind: 'bonus',
    });
    const card = section('Adjustments waiting for approval');
    expect(card.textContent).toContain('Top seller of the quarter');
    expect(card.textContent).toContain('Requested by Olga Ops');
    expect(within(card).getByText('Waiting for a second operator')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(fact(section('Wallets'), 'Flexible wallet')).toBe('45.50 USDT');
  });

  it("approves another operator's request and reads the member again", async () => {
    const { user, calls } = renderMember({
      detail: ok(MSG.loaded, { ...ANN, pendingAdjustments: [pendingOf(BY_ANOTHER)] }),
    });
    const card = (await screen.findByRole('heading', { name: 'Adjustments waiting for approval' })).closest(
      'section',
    ) as HTMLElement;
    expect(card.textContent).toContain('Requested by Tom Second');
    await user.click(await within(card).findByRole('button', { name: 'Approve 2,500.00 USDT to the Flexible wallet' }));
    expect(await screen.findByText(CONSOLE_MSG.adjustmentApproved)).toBeTruthy();
    expect(calls.of(routes.adminAdjustmentApprove)[0]).toMatchObject({
      method: 'POST',
      params: { _id: pendingOf()._id },
    });
    await waitFor(() => expect(calls.of(routes.adminMember).length).toBeGreaterThan(1));
  });

  it("rejects another operator's request, and shows the server's refusal of one's own", async () => {
    const { user, calls } = renderMember({
      detail: ok(MSG.loaded, { ...ANN, pendingAdjustments: [pendingOf(BY_ANOTHER)] }),
      approve: fail(409, CONSOLE_MSG.adjustmentOwnRequest, 'CONFLICT'),
    });
    const card = (await screen.findByRole('heading', { name: 'Adjustments waiting for approval' })).closest(
      'section',
    ) as HTMLElement;
    await user.click(await within(card).findByRole('button', { name: 'Approve 2,500.00 USDT to the Flexible wallet' }));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe(CONSOLE_MSG.adjustmentOwnRequest));
    await user.click(within(card).getByRole('button', { name: 'Reject 2,500.00 USDT to the Flexible wallet' }));
    expect(await screen.findByText(CONSOLE_MSG.adjustmentRejected)).toBeTruthy();
    expect(calls.of(routes.adminAdjustmentReject)[0]?.params).toEqual({ _id: pendingOf()._id });
  });

  it("warns when a debit goes below zero and shows the server's refusal in the dialog", async () => {
    const { user } = renderMember({ adjust: fail(409, MSG.adjustmentBelowZero, 'INSUFFICIENT_FUNDS') });
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    await user.selectOptions(within(dialog).getByLabelText('Wallet'), 'income');
    await user.type(within(dialog).getByLabelText('Amount (USDT)'), '-50');
    expect(dialog.textContent).toContain('After this adjustment-4.50 USDT');
    expect(dialog.textContent).toContain('more than the wallet holds, so the server refuses it');
    await user.type(within(dialog).getByLabelText('Reason'), 'Clawback');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.adjustmentBelowZero));
    expect(toasts()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Adjust balance' })).toBeTruthy();
  });

  it('links to the sponsor', async () => {
    const { user } = renderMember();
    await user.click(await screen.findByRole('link', { name: 'Sam Root (ROOT01)' }));
    expect(await screen.findByText(`landed on /admin/members/${ANN.sponsor?._id}`)).toBeTruthy();
  });

  it('links back to the member list', async () => {
    const { user } = renderMember();
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
    await user.click(screen.getByRole('link', { name: 'Members' }));
    expect(await screen.findByText('landed on /admin/members')).toBeTruthy();
  });

  it('shows a skeleton while loading and a retry on failure', async () => {
    renderMember({ detail: fail(404, MSG.notFound, 'NOT_FOUND') });
    expect(screen.getByLabelText('Loading the member')).toBeTruthy();
    expect(await screen.findByText('We could not load this member.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });
});

describe('/admin/members/:id sign-in link', () => {
  beforeEach(() => signInOperator());

  it('creates a one-time link and shows its full URL to copy with its expiry', async () => {
    const { user, calls } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Sign-in link' }));
    expect(calls.of(routes.adminMemberSigninLink)).toEqual([]);
    const dialog = screen.getByRole('dialog', { name: 'Sign-in link' });
    expect(dialog.textContent).toContain('works once, within 5 minutes');
    expect(dialog.textContent).toContain('audit log');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const url = `${window.location.origin}/autologin/opaque-id`;
    await waitFor(() => expect(within(dialog).getByLabelText('Sign-in link').textContent).toBe(url));
    expect(calls.of(routes.adminMemberSigninLink)).toMatchObject([{ method: 'POST', params: { _id: ANN._id } }]);
    expect(within(dialog).getByRole('button', { name: 'Copy sign-in link' })).toBeTruthy();
    expect(within(dialog).getByText('2024-05-06 13:07:03')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Create link' })).toBeNull();
  });

  it('shows the server refusal in the dialog', async () => {
    const { user } = renderMember({ signinLink: fail(409, MSG.signinLinkBlocked, 'CONFLICT') });
    await user.click(await screen.findByRole('button', { name: 'Sign-in link' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign-in link' });
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.signinLinkBlocked));
  });

  it('offers no sign-in link for a blocked member', async () => {
    renderMember({ detail: ok(MSG.loaded, { ...ANN, blocked: true, blockedAt: BLOCKED_AT, blockedReason: 'Fraud' }) });
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign-in link' })).toBeNull();
  });
});
