import { MSG, routes, withdrawalOnHoldMessage } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { errorOf, renderRoutes } from '../../../test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '../../../test/stub-routes';
import {
  ADDRESS,
  PAYOUT_HASH,
  settingsOf,
  signInOperator,
  toasts,
  withdrawalOf,
  withdrawalPage,
} from '../admin-test-kit';
import { WithdrawalsPage } from './withdrawals-page';

const BEN = withdrawalOf();
const CAPITAL = withdrawalOf({
  _id: '66666666-6666-4666-8666-666666666666',
  kind: 'capital',
  packageTitle: 'Gold',
  requestPayment: 500,
  charge: 50,
  chargePercent: 10,
  netAmount: 450,
  member: { _id: 'member-4', fullName: 'Dee Park', email: 'dee@example.com' },
});

const LARGE = withdrawalOf({
  _id: '77777777-7777-4777-8777-777777777777',
  requestPayment: 6000,
  charge: 300,
  netAmount: 5700,
  needsApproval: true,
  member: { _id: 'member-5', fullName: 'Eve Tan', email: 'eve@example.com' },
  canPay: false,
  cannotPayReason: MSG.withdrawalNeedsApproval,
});
const APPROVED_AT = new Date(2024, 4, 6, 14, 30, 0);
const APPROVED = withdrawalOf({
  ...LARGE,
  _id: '88888888-8888-4888-8888-888888888888',
  member: { _id: 'member-6', fullName: 'Fay Wu', email: 'fay@example.com' },
  approvedBy: { _id: 'operator-2', fullName: 'Pat Second' },
  approvedAt: APPROVED_AT.toISOString(),
  canPay: true,
  cannotPayReason: null,
});

interface WithdrawalsStub {
  list?: Responder<typeof routes.adminWithdrawals>;
  approve?: Responder<typeof routes.adminWithdrawalApprove>;
  pay?: Responder<typeof routes.adminWithdrawalPay>;
  reject?: Responder<typeof routes.adminWithdrawalReject>;
}

function renderWithdrawals(path = '/admin/withdrawals', stub: WithdrawalsStub = {}) {
  const server = stubRoutes(
    // Hashes and addresses link to the block explorer from the operator's settings.
    on(routes.adminSettings, ok(MSG.loaded, settingsOf())),
    on(routes.adminWithdrawals, stub.list ?? withdrawalPage([BEN, CAPITAL])),
    on(
      routes.adminWithdrawalApprove,
      stub.approve ??
        ok(MSG.withdrawalApproved, {
          ...LARGE,
          approvedBy: { _id: 'operator-1', fullName: 'Olga Ops' },
          approvedAt: APPROVED_AT.toISOString(),
        }),
    ),
    on(routes.adminWithdrawalPay, stub.pay ?? ok(MSG.withdrawalPaid, { ...BEN, status: 'success' })),
    on(routes.adminWithdrawalReject, stub.reject ?? ok(MSG.withdrawalRejected, { ...BEN, status: 'reject' })),
  );
  const view = renderRoutes([{ path: '/admin/withdrawals', Component: WithdrawalsPage }], path);
  return { ...view, ...server };
}

const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('/admin/withdrawals', () => {
  beforeEach(() => signInOperator());

  it('lists the pending withdrawals: member, source, amount, charge, net, address with copy, status', async () => {
    const { calls, user } = renderWithdrawals();
    const ben = (await screen.findByText('Ben Cho')).closest('li') as HTMLElement;
    expect(calls.of(routes.adminWithdrawals)[0]?.query).toEqual({ status: 'pending', page: '1' });
    expect(within(ben).getByText('ben@example.com')).toBeTruthy();
    expect(within(ben).getByText('Flexible wallet')).toBeTruthy();
    expect(within(ben).getByText('100.00 USDT')).toBeTruthy();
    expect(within(ben).getByText('Charge 5%')).toBeTruthy();
    expect(within(ben).getByText('5.00 USDT')).toBeTruthy();
    expect(within(ben).getByText('95.00 USDT')).toBeTruthy();
    expect(within(ben).getByText('Pending')).toBeTruthy();
    const capital = rowOf('Dee Park');
    expect(within(capital).getByText('Capital of Gold')).toBeTruthy();
    expect(within(capital).getByText('Charge 10%')).toBeTruthy();
    expect(within(capital).getByText('450.00 USDT')).toBeTruthy();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(ben).getByRole('button', { name: 'Copy address 0x12ef…12ef' }));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(await screen.findByText(MSG.addressCopied)).toBeTruthy();
    const explorer = await within(ben).findByRole('link', { name: /^Open address 0x12ef…12ef on the block explorer/ });
    expect(explorer.getAttribute('href')).toBe(`https://explorer.example/address/${ADDRESS}`);
    expect(explorer.getAttribute('target')).toBe('_blank');
    expect(explorer.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('pays only with a valid payout hash, states amount and address, and refreshes the list', async () => {
    const { user, calls } = renderWithdrawals();
    await user.click(await screen.findByRole('button', { name: 'Pay 95.00 USDT to Ben Cho' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay withdrawal' });
    expect(dialog.textContent).toContain('Pay 95.00 USDT to Ben Cho?');
    expect(within(dialog).getByText(ADDRESS)).toBeTruthy();
    expect(dialog.textContent).toContain('100.00 USDT asked, 5.00 USDT charge (5%)');

    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(errorOf('Payout transaction hash')).toBe(MSG.transactionIdRequired));
    await user.type(within(dialog).getByLabelText('Payout transaction hash'), '0x1234');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(errorOf('Payout transaction hash')).toBe(MSG.transactionIdInvalid));
    expect(calls.of(routes.adminWithdrawalPay)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Payout transaction hash'));
    await user.type(
      within(dialog).getByLabelText('Payout transaction hash'),
      PAYOUT_HASH.toUpperCase().replace('0X', '0x'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByText(MSG.withdrawalPaid)).toBeTruthy();
    expect(calls.of(routes.adminWithdrawalPay)).toHaveLength(1);
    expect(calls.of(routes.adminWithdrawalPay)[0]).toMatchObject({
      method: 'POST',
      params: { _id: BEN._id },
      body: { transactionHash: PAYOUT_HASH },
    });
    await waitFor(() => expect(calls.of(routes.adminWithdrawals)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([MSG.withdrawalPaid]);
  });

  it('keeps the dialog open with the server message when the payout is refused', async () => {
    const { user } = renderWithdrawals('/admin/withdrawals', {
      pay: fail(409, MSG.withdrawalPayoutUsed, 'CONFLICT'),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay 95.00 USDT to Ben Cho' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay withdrawal' });
    await user.type(within(dialog).getByLabelText('Payout transaction hash'), PAYOUT_HASH);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.withdrawalPayoutUsed));
    expect(toasts()).toEqual([]);
  });

  it('rejects only with a reason, saying the amount goes back', async () => {
    const { user, calls } = renderWithdrawals();
    await user.click(await screen.findByRole('button', { name: 'Reject 450.00 USDT to Dee Park' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject withdrawal' });
    expect(dialog.textContent).toContain('Reject 500.00 USDT of Dee Park?');
    expect(dialog.textContent).toContain('the order stays closed');

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(errorOf('Reason')).toBe(MSG.reasonRequired));
    expect(calls.of(routes.adminWithdrawalReject)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Address belongs to a sanctioned wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(MSG.withdrawalRejected)).toBeTruthy();
    expect(calls.of(routes.adminWithdrawalReject)[0]).toMatchObject({
      params: { _id: CAPITAL._id },
      body: { reason: 'Address belongs to a sanctioned wallet' },
    });
  });

  it('shows paid withdrawals with their payout hash and no actions', async () => {
    renderWithdrawals('/admin/withdrawals?status=success', {
      list: withdrawalPage([withdrawalOf({ status: 'success', transactionHash: PAYOUT_HASH })]),
    });
    const ben = (await screen.findByText('Ben Cho')).closest('li') as HTMLElement;
    expect(within(ben).getByText('Paid')).toBeTruthy();
    expect(within(ben).getByRole('button', { name: 'Copy payout transaction hash 0xcdcd…cdcd' })).toBeTruthy();
    expect(within(ben).queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it("shows a member's cancel as grey Cancelled, not a red rejection, and a demo payout hash marked and unlinked", async () => {
    const cancelled = withdrawalOf({
      status: 'reject',
      cancelled: true,
      reason: 'Cancelled by the member from the link in the e-mail',
      reviewedAt: APPROVED_AT.toISOString(),
    });
    const rejected = withdrawalOf({
      _id: '99999999-9999-4999-8999-999999999999',
      status: 'reject',
      reason: 'Wrong network',
      member: { _id: 'member-7', fullName: 'Gus Lim', email: 'gus@example.com' },
    });
    const real = withdrawalOf({
      _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      status: 'success',
      transactionHash: `0xabab${'0'.repeat(56)}abab`,
      member: { _id: 'member-8', fullName: 'Hal Roy', email: 'hal@example.com' },
    });
    const demo = withdrawalOf({
      _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      status: 'success',
      transactionHash: PAYOUT_HASH,
      demo: true,
      member: { _id: 'member-9', fullName: 'Ida Moss', email: 'ida@example.com' },
    });
    renderWithdrawals('/admin/withdrawals?status=all', { list: withdrawalPage([cancelled, rejected, real, demo]) });

    const ben = (await screen.findByText('Ben Cho')).closest('li') as HTMLElement;
    expect(within(ben).getByText('Cancelled', { selector: 'span' }).className).toContain('slate');
    expect(within(ben).queryByText('Rejected')).toBeNull();
    expect(within(ben).queryByText(/^Reason:/)).toBeNull();
    expect(within(ben).getByText(/The member cancelled it from the e-mailed link/)).toBeTruthy();
    expect(ben.textContent).toContain(`Cancelled ${formatDateTime(APPROVED_AT.toISOString())}`);
    const gus = rowOf('Gus Lim');
    expect(within(gus).getByText('Rejected').className).toContain('red');
    expect(within(gus).getByText('Reason: Wrong network')).toBeTruthy();

    // A real payout opens on the explorer; the demo's made-up one is marked and opens nothing.
    const hal = rowOf('Hal Roy');
    await within(hal).findByRole('link', { name: /^Open payout transaction hash .* on the block explorer/ });
    const ida = rowOf('Ida Moss');
    expect(within(ida).getByText('0xcdcd…cdcd')).toBeTruthy();
    expect(within(ida).getByText('Demo')).toBeTruthy();
    expect(within(ida).queryByRole('link', { name: /payout transaction hash/ })).toBeNull();
    expect(within(ida).getByRole('button', { name: 'Copy payout transaction hash 0xcdcd…cdcd' })).toBeTruthy();
  });

  it('has an empty state for each filter', async () => {
    const { user, calls } = renderWithdrawals('/admin/withdrawals', { list: withdrawalPage([]) });
    expect(await screen.findByRole('heading', { name: 'No withdrawals waiting' })).toBeTruthy();
    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    await user.click(within(filter).getByRole('link', { name: 'Paid' }));
    expect(await screen.findByRole('heading', { name: 'No paid withdrawals' })).toBeTruthy();
    expect(calls.of(routes.adminWithdrawals).at(-1)?.query).toEqual({ status: 'success', page: '1' });
    await user.click(within(filter).getByRole('link', { name: 'All' }));
    expect(await screen.findByRole('heading', { name: 'No withdrawals yet' })).toBeTruthy();
    expect(calls.of(routes.adminWithdrawals).at(-1)?.query).toEqual({ page: '1' });
  });

  it('marks a withdrawal above the limit as needing a second operator, and shows who approved one', async () => {
    renderWithdrawals('/admin/withdrawals', { list: withdrawalPage([BEN, LARGE, APPROVED]) });
    const large = (await screen.findByText('Eve Tan')).closest('li') as HTMLElement;
    expect(within(large).getByText('Needs a second operator')).toBeTruthy();
    expect(within(large).queryByText(/Approved by/)).toBeNull();
    expect(within(large).getByRole('button', { name: 'Approve 6,000.00 USDT of Eve Tan' })).toBeTruthy();
    expect(within(large).getByRole('button', { name: 'Pay 5,700.00 USDT to Eve Tan' })).toHaveProperty(
      'disabled',
      true,
    );

    const approved = rowOf('Fay Wu');
    expect(within(approved).getByText('Needs a second operator')).toBeTruthy();
    expect(approved.textContent).toContain('Approved by Pat Second 2024-05-06 14:30:00: another operator pays it.');
    expect(within(approved).getByText('Pat Second').closest('p')?.querySelector('time')?.getAttribute('datetime')).toBe(
      APPROVED_AT.toISOString(),
    );
    expect(within(approved).queryByRole('button', { name: /^Approve / })).toBeNull();
    expect(within(approved).getByRole('button', { name: 'Pay 5,700.00 USDT to Fay Wu' })).toHaveProperty(
      'disabled',
      false,
    );

    const small = rowOf('Ben Cho');
    expect(within(small).queryByText('Needs a second operator')).toBeNull();
    expect(within(small).queryByRole('button', { name: /^Approve / })).toBeNull();
  });

  it('approves after a confirmation stating amount, member and address, then refreshes the list', async () => {
    let listed = 0;
    const { user, calls } = renderWithdrawals('/admin/withdrawals', {
      list: () => {
        listed += 1;
        return withdrawalPage(
          listed === 1 ? [LARGE] : [{ ...LARGE, approvedBy: { _id: 'operator-1', fullName: 'Olga Ops' } }],
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve 6,000.00 USDT of Eve Tan' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal' });
    expect(dialog.textContent).toContain('Approve 6,000.00 USDT of Eve Tan?');
    expect(dialog.textContent).toContain('5,700.00 USDT');
    expect(within(dialog).getByText('eve@example.com')).toBeTruthy();
    expect(within(dialog).getByText(ADDRESS)).toBeTruthy();
    expect(dialog.textContent).toContain('you cannot pay a withdrawal you approved');

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(MSG.withdrawalApproved)).toBeTruthy();
    expect(calls.of(routes.adminWithdrawalApprove)).toHaveLength(1);
    expect(calls.of(routes.adminWithdrawalApprove)[0]).toMatchObject({ method: 'POST', params: { _id: LARGE._id } });
    await waitFor(() => expect(calls.of(routes.adminWithdrawals)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([MSG.withdrawalApproved]);
    expect(await screen.findByText('Olga Ops')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Approve / })).toBeNull();
  });

  it('keeps the approve dialog open with the server message when the approval is refused', async () => {
    const { user } = renderWithdrawals('/admin/withdrawals', {
      list: withdrawalPage([LARGE]),
      approve: fail(409, MSG.withdrawalAlreadyApproved, 'CONFLICT'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve 6,000.00 USDT of Eve Tan' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.withdrawalAlreadyApproved));
    expect(toasts()).toEqual([]);
  });

  it('disables Pay with the reason beside it when the server says this operator cannot pay', async () => {
    const byMe = withdrawalOf({
      ...APPROVED,
      approvedBy: { _id: 'operator-1', fullName: 'Olga Ops' },
      canPay: false,
      cannotPayReason: MSG.withdrawalSameOperator,
    });
    const frozen = withdrawalOf({ canPay: false, cannotPayReason: MSG.payoutsPaused });
    const { user, calls } = renderWithdrawals('/admin/withdrawals', { list: withdrawalPage([byMe, LARGE, frozen]) });
    const cases = [
      { name: 'Pay 5,700.00 USDT to Fay Wu', reason: MSG.withdrawalSameOperator },
      { name: 'Pay 5,700.00 USDT to Eve Tan', reason: MSG.withdrawalNeedsApproval },
      { name: 'Pay 95.00 USDT to Ben Cho', reason: MSG.payoutsPaused },
    ];
    for (const { name, reason } of cases) {
      const button = await screen.findByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      const row = button.closest('li') as HTMLElement;
      // Visible text in the row, and the button's description for a screen reader.
      expect(within(row).getByText(`Cannot pay yet: ${reason}`)).toBeTruthy();
      expect(button.getAttribute('aria-describedby')).toBe(within(row).getByText(/^Cannot pay yet/).id);
      await user.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.of(routes.adminWithdrawalPay)).toHaveLength(0);
  });

  it('says in the pay dialog whether the hash is checked on chain or recorded as given', async () => {
    const onChain = withdrawalOf({
      _id: '99999999-9999-4999-8999-999999999991',
      payoutCheck: 'chain',
      member: { _id: 'member-7', fullName: 'Gus Lim', email: 'gus@example.com' },
    });
    const { user } = renderWithdrawals('/admin/withdrawals', { list: withdrawalPage([BEN, onChain]) });
    await user.click(await screen.findByRole('button', { name: 'Pay 95.00 USDT to Ben Cho' }));
    let dialog = screen.getByRole('dialog', { name: 'Pay withdrawal' });
    expect(dialog.textContent).toContain('The hash is recorded as given and not checked on chain');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Pay 95.00 USDT to Gus Lim' }));
    dialog = screen.getByRole('dialog', { name: 'Pay withdrawal' });
    expect(dialog.textContent).toContain('The hash is checked on BNB Smart Chain before it is recorded');
    expect(dialog.textContent).not.toContain('not checked on chain');
  });

  it('shows a withdrawal to a new address on hold until its time, with Pay disabled until then', async () => {
    const until = new Date(Date.now() + 20 * 3600_000);
    const held = withdrawalOf({ holdUntil: until.toISOString() });
    const over = withdrawalOf({
      _id: '99999999-9999-4999-8999-999999999990',
      holdUntil: new Date(Date.now() - 60_000).toISOString(),
      member: { _id: 'member-9', fullName: 'Fay Wu', email: 'fay@example.com' },
    });
    const refusal = withdrawalOnHoldMessage(until.toISOString());
    const { calls } = renderWithdrawals('/admin/withdrawals', {
      list: withdrawalPage([{ ...held, canPay: false, cannotPayReason: refusal }, over]),
    });
    const ben = (await screen.findByText('Ben Cho')).closest('li') as HTMLElement;
    expect(within(ben).getByText('New address')).toBeTruthy();
    expect(ben.textContent).toContain('On hold until');
    expect(within(ben).getByText(formatDateTime(until))).toBeTruthy();
    // Its time has passed: nothing more to say.
    expect(rowOf('Fay Wu').textContent).not.toContain('On hold until');
    expect(within(rowOf('Fay Wu')).getByRole('button', { name: /^Pay / })).toHaveProperty('disabled', false);

    expect(within(ben).getByRole('button', { name: 'Pay 95.00 USDT to Ben Cho' })).toHaveProperty('disabled', true);
    expect(within(ben).getByText(`Cannot pay yet: ${refusal}`)).toBeTruthy();
    expect(calls.of(routes.adminWithdrawalPay)).toHaveLength(0);
  });
});
