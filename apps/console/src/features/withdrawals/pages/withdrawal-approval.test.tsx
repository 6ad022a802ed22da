import { MSG, routes, withdrawalOnHoldMessage } from '@app/contract';
import { formatDateTime } from '@app/web-kit/lib/format';
import { fail } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS, signInOperator, toasts, withdrawalOf, withdrawalPage } from '../../../test/console-test-kit';
import { APPROVED, APPROVED_AT, BEN, LARGE, renderWithdrawals, rowOf } from '../../../test/withdrawal-queue-test-kit';

// Four-eyes payouts (docs/decisions/007-operator-console.md): one operator approves above the limit, another pays;
// and what else keeps Pay from an operator.
describe('/admin/withdrawals approval and payout checks', () => {
  beforeEach(() => signInOperator());

  it('names a refund and says every refund needs a second operator, whatever its amount', async () => {
    const refund = withdrawalOf({
      _id: '99999999-9999-4999-8999-999999999999',
      kind: 'refund',
      requestPayment: 40,
      needsApproval: true,
      canPay: false,
      cannotPayReason: MSG.withdrawalNeedsApproval,
      member: { _id: 'member-9', fullName: 'Ida Refund', email: 'ida@example.com' },
    });
    renderWithdrawals('/admin/withdrawals', { list: withdrawalPage([refund]) });
    const row = (await screen.findByText('Ida Refund')).closest('li') as HTMLElement;
    expect(
      within(row).getByText('Refund from the Electronic Wallet (always approved by a second operator)'),
    ).toBeTruthy();
    expect(row.textContent).toContain('A refund: one operator approves it, another pays it, whatever its amount.');
    expect(row.textContent).not.toContain('Above the approval limit');
    expect(within(row).getByRole('button', { name: 'Approve 40.00 USDT of Ida Refund' })).toBeTruthy();
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
