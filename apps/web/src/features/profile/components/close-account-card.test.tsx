import { accountCloseGiveUpMessage, type MemberProfile, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, landing, renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CloseAccountCard } from './close-account-card';

const TWO_FACTOR_OFF = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };

/** The wallets the form reads (Electronic, Flexible); the withdrawal minimum is the stub's default, 10 USDT. */
const wallets = (balance: number, earningbalance: number) =>
  on(routes.profile, ok(MSG.profileLoaded, { _id: 'u1', balance, earningbalance } as MemberProfile));
const EMPTY = wallets(0, 0);

const renderCard = () =>
  renderRoutes([{ path: '/settings', element: <CloseAccountCard /> }, landing('/')], '/settings');

describe('/settings: Close my account', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('says what is erased and kept, and reveals the form inline', async () => {
    stubRoutes(EMPTY, on(routes.twoFactorStatus, ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)));
    const { user } = renderCard();
    expect(await screen.findByRole('heading', { name: 'Close my account' })).toBeTruthy();
    expect(screen.getByText(/erases your name, e-mail, phone number and identity document/)).toBeTruthy();
    expect(screen.getByText(/the law on financial records requires it/)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close my account…' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says an empty password and an unticked box together, and calls nothing', async () => {
    const { calls } = stubRoutes(EMPTY, on(routes.twoFactorStatus, ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)));
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Close my account…' }));
    await user.click(screen.getByRole('button', { name: 'Close my account for good' }));
    expect(errorOf('Password')).toBe(MSG.oldPasswordRequired);
    expect(screen.getByText('Please confirm that you understand this cannot be undone')).toBeTruthy();
    await user.click(screen.getByLabelText('I understand this cannot be undone'));
    await user.click(screen.getByRole('button', { name: 'Close my account for good' }));
    expect(errorOf('Password')).toBe(MSG.oldPasswordRequired);
    expect(calls.of(routes.closeAccount)).toHaveLength(0);
  });

  it('asks for the checkbox before calling, then shows the refusal in the card', async () => {
    const { calls } = stubRoutes(
      wallets(40, 0),
      on(routes.twoFactorStatus, ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)),
      on(routes.closeAccount, fail(409, MSG.accountCloseBalance, 'CONFLICT')),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Close my account…' }));
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Close my account for good' }));
    expect(await screen.findByText('Please confirm that you understand this cannot be undone')).toBeTruthy();
    expect(calls.of(routes.closeAccount)).toHaveLength(0);
    await user.click(screen.getByLabelText('I understand this cannot be undone'));
    await user.click(screen.getByRole('button', { name: 'Close my account for good' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.tagName === 'P' && alert.textContent === MSG.accountCloseBalance),
      ).toBe(true),
    );
    expect(calls.of(routes.closeAccount)[0]?.body).toEqual({ password: 'Secret@123' });
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBe('member');
  });

  it('asks for the code with two-factor on; on success signs out, goes home and says so', async () => {
    const { calls } = stubRoutes(
      EMPTY,
      on(routes.twoFactorStatus, ok(MSG.twoFactorStatusLoaded, { ...TWO_FACTOR_OFF, enabled: true })),
      on(routes.closeAccount, ok(MSG.accountClosed)),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Close my account…' }));
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByLabelText('I understand this cannot be undone'));
    await user.click(screen.getByRole('button', { name: 'Close my account for good' }));
    expect(await screen.findByText('landed on /')).toBeTruthy();
    expect(calls.of(routes.closeAccount)[0]?.body).toEqual({ password: 'Secret@123', code: '123456' });
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBeNull();
    await waitFor(() => expect(shownToasts()).toContain(MSG.accountClosed));
  });

  it('asks to give up a balance under the withdrawal minimum, naming it, and says so in the call', async () => {
    const { calls } = stubRoutes(
      wallets(0.25, 0.5),
      on(routes.twoFactorStatus, ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)),
      on(routes.closeAccount, ok(MSG.accountClosed)),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Close my account…' }));
    const giveUp = await screen.findByLabelText(
      'I give up the 0.75 USDT left in my wallets. It is under the 10.00 USDT withdrawal minimum, so it cannot be withdrawn, and it will not be paid out or returned.',
    );
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByLabelText('I understand this cannot be undone'));
    await user.click(screen.getByRole('button', { name: 'Close my account for good' }));
    expect(
      screen.getByText('Please confirm that you give up 0.75 USDT: your account cannot be closed with it'),
    ).toBeTruthy();
    expect(calls.of(routes.closeAccount)).toHaveLength(0);
    await user.click(giveUp);
    await user.click(screen.getByRole('button', { name: 'Close my account for good' }));
    expect(await screen.findByText('landed on /')).toBeTruthy();
    expect(calls.of(routes.closeAccount)[0]?.body).toEqual({ password: 'Secret@123', giveUpBalance: true });
  });

  it('offers nothing to give up while a wallet holds the minimum, and shows the server naming a stale sum', async () => {
    const stale = accountCloseGiveUpMessage(1_000_000n, '10');
    const { calls } = stubRoutes(
      wallets(10, 0.5),
      on(routes.twoFactorStatus, ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)),
      on(routes.closeAccount, fail(409, stale, 'CONFLICT')),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Close my account…' }));
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByLabelText('I understand this cannot be undone'));
    expect(screen.queryByLabelText(/I give up/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close my account for good' }));
    expect(await screen.findByText(stale)).toBeTruthy();
    expect(calls.of(routes.closeAccount)[0]?.body).toEqual({ password: 'Secret@123' });
  });

  it('is not shown to a vendor', () => {
    localStorage.removeItem(STORAGE_KEY.memberToken);
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    stubRoutes();
    renderCard();
    expect(screen.queryByRole('heading', { name: 'Close my account' })).toBeNull();
  });
});
