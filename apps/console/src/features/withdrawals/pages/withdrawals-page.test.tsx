import { MSG, routes } from '@app/contract';
import { formatDateTime } from '@app/web-kit/lib/format';
import { errorOf } from '@app/web-kit/test/render-routes';
import { fail } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS,
  PAYOUT_HASH,
  signInOperator,
  toasts,
  withdrawalOf,
  withdrawalPage,
} from '../../../test/console-test-kit';
import { CONTACT_SUPPORT, WRONG_ADDRESS } from '../../../test/rejection-reasons-test-kit';
import { APPROVED_AT, BEN, CAPITAL, renderWithdrawals, rowOf } from '../../../test/withdrawal-queue-test-kit';

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
    await waitFor(() => expect(errorOf('Reason in your words')).toBe(MSG.rejectReasonRequired));
    expect(calls.of(routes.adminWithdrawalReject)).toHaveLength(0);
    // The withdrawals' kept reasons and those for both, in the order kept.
    const select = within(dialog).getByLabelText('Kept reason') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(Array.from(select.options, (option) => option.value)).toEqual(['', WRONG_ADDRESS._id, CONTACT_SUPPORT._id]);

    await user.type(within(dialog).getByLabelText('Reason in your words'), 'Address belongs to a sanctioned wallet');
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
});
