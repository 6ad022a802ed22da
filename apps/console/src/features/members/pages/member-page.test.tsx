import { MSG, routes } from '@app/contract';
import { fail, ok } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CREATED,
  memberDetailOf,
  PAYOUT_HASH,
  signInOperator,
  TX_HASH,
  withdrawalOf,
} from '../../../test/console-test-kit';
import { ANN, BLOCKED_AT, fact, renderMember, section } from '../../../test/member-page-test-kit';

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
      handlingFee: 0,
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
