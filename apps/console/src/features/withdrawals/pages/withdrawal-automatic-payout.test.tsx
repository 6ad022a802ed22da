import { MSG, type PayoutState, type PayoutSummary } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CREATED,
  PAYOUT_HASH,
  signInOperator,
  TX_HASH,
  withdrawalOf,
  withdrawalPage,
} from '../../../test/console-test-kit';
import { renderWithdrawals, rowOf } from '../../../test/withdrawal-queue-test-kit';

// docs/decisions/025-automatic-payouts.md: a withdrawal the engine took shows its automatic payout, every transaction
// signed for it on the explorer, and offers neither Pay nor Reject while its USDT may be on its way.

function payoutOf(overrides: Partial<PayoutSummary> = {}): PayoutSummary {
  return {
    state: 'broadcast',
    nonce: 7,
    transactionHashes: [TX_HASH, PAYOUT_HASH],
    minedHash: null,
    reason: null,
    queuedAt: CREATED.toISOString(),
    ...overrides,
  };
}

/** A pending withdrawal the engine took: the server says it cannot be paid by hand, and why. */
function takenBy(payout: PayoutSummary) {
  return withdrawalOf({ payout, canPay: false, cannotPayReason: MSG.withdrawalPayingAutomatically });
}

const explorerLinks = (row: HTMLElement) =>
  within(row)
    .getAllByRole('link', { name: /^Open payout transaction hash/ })
    .map((link) => link.getAttribute('href'));

describe('/admin/withdrawals: automatic payouts', () => {
  beforeEach(() => signInOperator());

  it('shows a payout on its way: its state, nonce and every hash linked, and no Reject or Pay', async () => {
    renderWithdrawals('/admin/withdrawals', { list: withdrawalPage([takenBy(payoutOf())]) });
    const row = (await screen.findByText('Ben Cho')).closest('li') as HTMLElement;
    expect(within(row).getByText('Automatic payout')).toBeTruthy();
    expect(within(row).getByText('Sent to the chain')).toBeTruthy();
    expect(within(row).getByText('nonce 7')).toBeTruthy();
    const hashes = within(row).getByRole('list', { name: 'Transactions signed for this payout' });
    expect(within(hashes).getAllByRole('listitem')).toHaveLength(2);
    expect(within(hashes).getByText('0xabab…abab')).toBeTruthy();
    expect(within(hashes).getByText('0xcdcd…cdcd')).toBeTruthy();
    expect(within(hashes).queryByText('Mined')).toBeNull();
    expect(await within(row).findAllByRole('link', { name: /^Open payout transaction hash/ })).toHaveLength(2);
    expect(explorerLinks(row)).toEqual([`https://bscscan.com/tx/${TX_HASH}`, `https://bscscan.com/tx/${PAYOUT_HASH}`]);

    expect(within(row).queryByRole('button', { name: /^Reject/ })).toBeNull();
    const pay = within(row).getByRole('button', { name: 'Pay 95.00 USDT to Ben Cho' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(row.textContent).toContain(`Cannot pay yet: ${MSG.withdrawalPayingAutomatically}`);
  });

  it.each<[PayoutState, string]>([
    ['queued', 'Queued'],
    ['signed', 'Signed'],
  ])('offers no Reject while the payout is %s', async (state, shown) => {
    const payout =
      state === 'queued'
        ? payoutOf({ state, nonce: null, transactionHashes: [] })
        : payoutOf({ state, transactionHashes: [TX_HASH] });
    renderWithdrawals('/admin/withdrawals', { list: withdrawalPage([takenBy(payout)]) });
    const row = (await screen.findByText('Ben Cho')).closest('li') as HTMLElement;
    expect(within(row).getByText(shown)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Reject/ })).toBeNull();
    if (state === 'queued') {
      expect(within(row).queryByRole('list', { name: 'Transactions signed for this payout' })).toBeNull();
      expect(row.textContent).not.toContain('nonce');
    }
  });

  it('marks the hash the chain mined on a paid withdrawal', async () => {
    const paid = withdrawalOf({
      status: 'success',
      transactionHash: PAYOUT_HASH,
      reviewedAt: CREATED.toISOString(),
      payout: payoutOf({ state: 'confirmed', minedHash: PAYOUT_HASH }),
    });
    renderWithdrawals('/admin/withdrawals', { list: withdrawalPage([paid]) });
    const row = (await screen.findByText('Ben Cho')).closest('li') as HTMLElement;
    expect(within(row).getByText('Confirmed')).toBeTruthy();
    const [replaced, mined] = within(
      within(row).getByRole('list', { name: 'Transactions signed for this payout' }),
    ).getAllByRole('listitem');
    expect(replaced?.textContent).not.toContain('Mined');
    expect(mined?.textContent).toContain('0xcdcd…cdcd');
    expect(within(mined as HTMLElement).getByText('Mined')).toBeTruthy();
  });

  it('says why a payout failed, and gives the withdrawal back to operators to pay or reject', async () => {
    const failed = withdrawalOf({
      payout: payoutOf({
        state: 'failed',
        transactionHashes: [TX_HASH],
        reason: 'its nonce was taken by another transaction',
      }),
    });
    renderWithdrawals('/admin/withdrawals', { list: withdrawalPage([failed]) });
    await screen.findByText('Ben Cho');
    const row = rowOf('Ben Cho');
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(row.textContent).toContain(
      'It never reached the chain (its nonce was taken by another transaction): no USDT left the hot wallet, so an operator pays or rejects it.',
    );
    expect(within(row).getByRole('button', { name: 'Reject 95.00 USDT to Ben Cho' })).toBeTruthy();
    expect((within(row).getByRole('button', { name: 'Pay 95.00 USDT to Ben Cho' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows nothing of automatic payouts on a withdrawal the engine never took', async () => {
    renderWithdrawals();
    const row = (await screen.findByText('Ben Cho')).closest('li') as HTMLElement;
    expect(within(row).queryByText('Automatic payout')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Reject 95.00 USDT to Ben Cho' })).toBeTruthy();
  });
});
