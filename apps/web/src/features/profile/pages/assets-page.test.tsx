import { type Dashboard, type MemberProfile, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { dashboardOf } from '@app/web-kit/test/packages-test-kit';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AssetsPage } from './assets-page';

const PROFILE = {
  fullName: 'Asha Rao',
  referId: 'ASHA01',
  earningbalance: 36.43,
  balance: 300,
  point: 107.43,
} as MemberProfile;

// The walk that found it: a withdrawal of 31 pending, and 31 USDT shown nowhere.
const FIGURES: Dashboard['flexibleWallet'] = {
  balance: 36.43,
  earned: 107.43,
  withdrawalsPaid: 40,
  withdrawalsPending: 31,
  transfersSent: 0,
  corrections: 0,
  capitalReturned: 0,
};

const ELECTRONIC: Dashboard['electronicWallet'] = {
  balance: 300,
  deposits: 450,
  purchases: 200,
  fees: 2,
  transfersReceived: 52,
  corrections: 0,
  refunds: 0,
};

function renderAssets(
  dashboard: Responder<typeof routes.dashboard> = ok(
    MSG.loaded,
    dashboardOf({ flexibleWallet: FIGURES, electronicWallet: ELECTRONIC }),
  ),
) {
  localStorage.setItem(STORAGE_KEY.memberToken, 'member');
  stubRoutes(on(routes.dashboard, dashboard), on(routes.profile, ok(MSG.profileLoaded, PROFILE)));
  return renderRoutes(
    [{ path: '/assets', Component: AssetsPage }, landing('/deposit'), landing('/withdrawladd'), landing('/transfer')],
    '/assets',
  );
}

const valueIn = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling?.textContent;
const sumOf = () => screen.getByRole('region', { name: 'How your Flexible wallet adds up' });
const electronicSumOf = () => screen.getByRole('region', { name: 'How your Electronic Wallet adds up' });

describe('/assets', () => {
  it('shows the Flexible wallet as the sum of what moved it, a pending withdrawal included', async () => {
    renderAssets();
    const card = await screen.findByRole('region', { name: 'Assets (USDT)' });
    expect(within(card).getAllByText('Electronic Wallet')[0]?.nextElementSibling?.textContent).toBe('300.00USDT');
    await waitFor(() => expect(valueIn(sumOf(), 'Total earnings')).toBe('107.43 USDT'));
    const sum = sumOf();
    expect(valueIn(sum, 'Withdrawals paid')).toBe('−40.00 USDT');
    expect(valueIn(sum, 'Withdrawals pending')).toBe('−31.00 USDT');
    expect(valueIn(sum, 'Sent to other members')).toBe('0.00 USDT');
    expect(valueIn(sum, 'Flexible wallet')).toBe('36.43 USDT');
    expect(within(sum).getByText('Every income, bonuses included')).toBeTruthy();
    expect(sum.textContent).toContain(
      'Your total earnings, less the withdrawals paid or still pending and what you sent to other members, is what your Flexible wallet holds.',
    );
    // Lines that moved nothing are left out, and so is capital nobody withdrew.
    expect(within(sum).queryByText('Corrections by the platform')).toBeNull();
    expect(within(sum).queryByText(/Capital back/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Package capital withdrawn' })).toBeNull();
    // The wallet above is the one the sum explains, the same figure.
    expect(within(card).getAllByText('36.43')).toHaveLength(2);
  });

  it('shows the Electronic Wallet as deposits less purchases and their fees plus transfers received', async () => {
    renderAssets();
    await waitFor(() => expect(valueIn(electronicSumOf(), 'Deposits credited')).toBe('450.00 USDT'));
    const sum = electronicSumOf();
    expect(valueIn(sum, 'Packages bought')).toBe('−200.00 USDT');
    expect(valueIn(sum, 'Package handling fees')).toBe('−2.00 USDT');
    expect(valueIn(sum, 'Received from other members')).toBe('+52.00 USDT');
    expect(valueIn(sum, 'Electronic Wallet')).toBe('300.00 USDT');
    expect(within(sum).queryByText('Corrections by the platform')).toBeNull();
    expect(sum.textContent).toContain('is what your Electronic Wallet holds.');
  });

  it('shows a correction of the Electronic Wallet with its sign', async () => {
    renderAssets(
      ok(
        MSG.loaded,
        dashboardOf({ flexibleWallet: FIGURES, electronicWallet: { ...ELECTRONIC, corrections: 5, balance: 305 } }),
      ),
    );
    await waitFor(() => expect(valueIn(electronicSumOf(), 'Corrections by the platform')).toBe('+5.00 USDT'));
    expect(valueIn(electronicSumOf(), 'Electronic Wallet')).toBe('305.00 USDT');
  });

  it('shows refunds of the Electronic Wallet as taken from it, only where there are some', async () => {
    renderAssets(
      ok(
        MSG.loaded,
        dashboardOf({ flexibleWallet: FIGURES, electronicWallet: { ...ELECTRONIC, refunds: 40, balance: 260 } }),
      ),
    );
    await waitFor(() =>
      expect(valueIn(electronicSumOf(), 'Refunded to your address (paid or waiting)')).toBe('−40.00 USDT'),
    );
    expect(valueIn(electronicSumOf(), 'Electronic Wallet')).toBe('260.00 USDT');
    expect(electronicSumOf().textContent).toContain('less what was refunded to your address');
  });

  it('shows a correction with its sign, capital returned, and capital withdrawn apart from the sum', async () => {
    const figures = { ...FIGURES, corrections: -2, capitalReturned: 100, balance: 134.43 };
    renderAssets(
      ok(MSG.loaded, dashboardOf({ flexibleWallet: figures, capitalWithdrawals: { paid: 250, pending: 50 } })),
    );
    await waitFor(() => expect(valueIn(sumOf(), 'Corrections by the platform')).toBe('−2.00 USDT'));
    const sum = sumOf();
    expect(valueIn(sum, 'Capital back from unpaid capital withdrawals')).toBe('+100.00 USDT');
    expect(valueIn(sum, 'Flexible wallet')).toBe('134.43 USDT');
    expect(sum.textContent).toContain('count as shown.');
    const capital = screen.getByRole('region', { name: 'Package capital withdrawn' });
    expect(valueIn(capital, 'Paid')).toBe('250.00 USDT');
    expect(valueIn(capital, 'Pending')).toBe('50.00 USDT');
    expect(capital.textContent).toContain('not in the sum above');
  });

  it('keeps the wallet from the profile and says so when the figures cannot be loaded', async () => {
    renderAssets(fail(500, 'Something went wrong'));
    const card = await screen.findByRole('region', { name: 'Assets (USDT)' });
    expect(within(card).getByText('36.43')).toBeTruthy();
    expect(await within(card).findAllByText('These figures could not be loaded.')).toHaveLength(2);
    expect(valueIn(sumOf(), 'Withdrawals pending')).toBe('—');
    expect(valueIn(electronicSumOf(), 'Deposits credited')).toBe('—');
    expect(within(card).getAllByText('Electronic Wallet')[0]?.nextElementSibling?.textContent).toBe('300.00USDT');
  });

  it('links to /withdrawladd', async () => {
    const { user } = renderAssets();
    await user.click(await screen.findByRole('link', { name: 'Withdraw' }));
    expect(await screen.findByText('landed on /withdrawladd')).toBeTruthy();
  });

  it('links to /transfer', async () => {
    const { user } = renderAssets();
    await user.click(await screen.findByRole('link', { name: 'Transfer' }));
    expect(await screen.findByText('landed on /transfer')).toBeTruthy();
  });

  it('links to /deposit', async () => {
    const { user } = renderAssets();
    await user.click(await screen.findByRole('link', { name: 'Deposit' }));
    expect(await screen.findByText('landed on /deposit')).toBeTruthy();
  });

  it('copies the referral link like /my', async () => {
    const { user } = renderAssets();
    const copy = await screen.findByRole('button', { name: 'Copy Referal Link' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/referalsignup?ref=ASHA01`);
    expect(await screen.findByText(MSG.referralLinkCopied)).toBeTruthy();
  });
});
