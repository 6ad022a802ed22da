import { MSG } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREATED, signInOperator, TX_HASH, withdrawalOf, withdrawalPage } from '../../../test/console-test-kit';
import { LARGE, renderWithdrawals, rowOf } from '../../../test/withdrawal-queue-test-kit';

// A block freezes the member's money (docs/decisions/025-automatic-payouts.md#a-block-freezes-money): the queue marks
// the member blocked, offers neither Approve nor Pay (the server's reason beside Pay), and keeps Reject, which returns
// the amount to their wallet; a payout sent before the block shows as followed to its end.
describe('/admin/withdrawals: a blocked member', () => {
  beforeEach(() => signInOperator());

  it('disables Pay with the reason, offers no Approve, and keeps Reject', async () => {
    const blocked = withdrawalOf({
      ...LARGE,
      memberBlocked: true,
      canPay: false,
      cannotPayReason: MSG.withdrawalMemberBlocked,
    });
    renderWithdrawals('/admin/withdrawals', { list: withdrawalPage([blocked]) });
    const row = (await screen.findByText('Eve Tan')).closest('li') as HTMLElement;
    expect(within(row).getByText('Member blocked')).toBeTruthy();
    expect(row.textContent).toContain(`Cannot pay yet: ${MSG.withdrawalMemberBlocked}`);
    expect(within(row).getByRole('button', { name: 'Pay 5,700.00 USDT to Eve Tan' })).toHaveProperty('disabled', true);
    expect(within(row).queryByRole('button', { name: /^Approve / })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Reject 5,700.00 USDT to Eve Tan' })).toBeTruthy();
  });

  it('says a payout sent before the block is followed to its end', async () => {
    const sent = withdrawalOf({
      memberBlocked: true,
      canPay: false,
      cannotPayReason: MSG.withdrawalSentBeforeBlock,
      payout: {
        state: 'broadcast',
        nonce: 3,
        transactionHashes: [TX_HASH],
        minedHash: null,
        reason: null,
        queuedAt: CREATED.toISOString(),
      },
    });
    renderWithdrawals('/admin/withdrawals', { list: withdrawalPage([sent]) });
    await screen.findByText('Ben Cho');
    const row = rowOf('Ben Cho');
    expect(within(row).getByText('Member blocked')).toBeTruthy();
    expect(row.textContent).toContain(MSG.withdrawalSentBeforeBlock);
    expect(within(row).queryByRole('button', { name: /^Reject / })).toBeNull();
  });

  it('offers Approve again once the member is not blocked', async () => {
    renderWithdrawals('/admin/withdrawals', { list: withdrawalPage([LARGE]) });
    const row = (await screen.findByText('Eve Tan')).closest('li') as HTMLElement;
    expect(within(row).queryByText('Member blocked')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Approve 6,000.00 USDT of Eve Tan' })).toBeTruthy();
  });
});
