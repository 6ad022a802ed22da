import { type MemberProfile, MSG, routes } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY } from '../../../lib/screen-constants';
import { dashboardOf } from '../../../test/packages-test-kit';
import { landing, renderRoutes } from '../../../test/render-routes';
import { ok, on, stubRoutes } from '../../../test/stub-routes';
import { AssetsPage } from './assets-page';

const PROFILE = {
  fullName: 'Asha Rao',
  referId: 'ASHA01',
  earningbalance: 45.5,
  balance: 300,
  point: 1234.567,
} as MemberProfile;

function renderAssets() {
  localStorage.setItem(STORAGE_KEY.memberToken, 'member');
  stubRoutes(
    on(routes.dashboard, ok(MSG.loaded, dashboardOf({ totalWithdrawalAmount: 75.5 }))),
    on(routes.profile, ok(MSG.profileLoaded, PROFILE)),
  );
  return renderRoutes(
    [{ path: '/assets', Component: AssetsPage }, landing('/deposit'), landing('/withdrawladd'), landing('/transfer')],
    '/assets',
  );
}

const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('/assets', () => {
  it('shows the flexible wallet, the electronic wallet, total earnings and total withdrawal', async () => {
    renderAssets();
    const card = await screen.findByRole('region', { name: 'Assets (USDT)' });
    expect(within(card).getByText('45.50')).toBeTruthy();
    expect(statValue('Electronic Wallet')).toBe('300.00USDT');
    expect(statValue('Total earnings')).toBe('1,234.567USDT');
    expect(await screen.findByText('75.50')).toBeTruthy();
    expect(statValue('Total withdrawal')).toBe('75.50USDT');
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
