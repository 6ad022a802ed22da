import { type MemberProfile, MSG, STORAGE_KEY } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { landing, renderRoutes } from '../../../test/render-routes';
import { fail, ok, stubFetch } from '../../../test/stub-fetch';
import { MyPage } from './my-page';
import { SettingsPage } from './settings-page';

const PROFILE = {
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  referId: 'ASHA01',
  selfrank: 3,
  totalPoints: 1234.567,
  earningbalance: 45.5,
  balance: 250,
} as MemberProfile;

// The value beside a stat's label inside one card, as read aloud: amount then unit.
function statIn(card: HTMLElement, label: string) {
  return within(card).getByText(label).nextElementSibling?.textContent;
}

function renderMember(path: string, profile: Partial<MemberProfile> = {}) {
  const calls = stubFetch((call) =>
    call.path.endsWith('/getprofile')
      ? ok(MSG.profileLoaded, { ...PROFILE, ...profile })
      : fail(401, MSG.unauthenticated),
  );
  const view = renderRoutes(
    [{ path: '/my', Component: MyPage }, { path: '/settings', Component: SettingsPage }, landing('/login')],
    path,
  );
  return { ...view, calls };
}

describe('/my', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('shows the profile, both badges and the level reached', async () => {
    renderMember('/my');
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(screen.getByText('ASHA01')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Asha Rao' });
    expect(statIn(summary, 'Package')).toBe('0.00USDT');
    expect(statIn(summary, 'Income')).toBe('1,234.57USDT');
    expect(screen.getByText('You have achieved Level 3')).toBeTruthy();
  });

  it('shows the three wallets with 2 decimals', async () => {
    renderMember('/my');
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    expect(statIn(wallet, 'Electronic Wallet')).toBe('250.00USDT');
    expect(statIn(wallet, 'Flexible wallet')).toBe('45.50USDT');
    expect(statIn(wallet, 'Trade for wallet')).toBe('1,234.57USDT');
  });

  it('says nothing about levels below 2', async () => {
    renderMember('/my', { selfrank: 1 });
    await screen.findByRole('heading', { name: 'Asha Rao' });
    expect(screen.queryByText(/You have achieved Level/)).toBeNull();
  });

  it('copies the referral link and confirms it', async () => {
    const { user } = renderMember('/my');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Copy Referal Link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/referalsignup?ref=ASHA01`);
    expect(await screen.findByText(MSG.referralLinkCopied)).toBeTruthy();
  });

  it('shows a failed load as an error toast', async () => {
    stubFetch(() => fail(500, MSG.internal, 'INTERNAL'));
    renderRoutes([{ path: '/my', Component: MyPage }], '/my');
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/settings', () => {
  it('shows name and points, and logs out even when the server refuses', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    localStorage.setItem(STORAGE_KEY.userName, 'Asha Rao');
    const { user, calls } = renderMember('/settings');

    expect(await screen.findByText('45.50 USDT')).toBeTruthy();
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('landed on /login')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ path: '/sellerApi/logout', method: 'POST' });
    await waitFor(() => expect(localStorage.length).toBe(0));
  });

  it('shows 0 points when the profile has no earning balance', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    renderMember('/settings', { earningbalance: undefined });
    expect(await screen.findByText('0.00 USDT')).toBeTruthy();
  });
});
