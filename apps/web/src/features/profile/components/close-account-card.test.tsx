import { MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, landing, renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CloseAccountCard } from './close-account-card';

const TWO_FACTOR_OFF = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };

const renderCard = () =>
  renderRoutes([{ path: '/settings', element: <CloseAccountCard /> }, landing('/')], '/settings');

describe('/settings: Close my account', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('says what is erased and kept, and reveals the form inline', async () => {
    stubRoutes(on(routes.twoFactorStatus, ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)));
    const { user } = renderCard();
    expect(await screen.findByRole('heading', { name: 'Close my account' })).toBeTruthy();
    expect(screen.getByText(/erases your name, e-mail, phone number and identity document/)).toBeTruthy();
    expect(screen.getByText(/the law on financial records requires it/)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close my account…' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says an empty password and an unticked box together, and calls nothing', async () => {
    const { calls } = stubRoutes(on(routes.twoFactorStatus, ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)));
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

  it('is not shown to a vendor', () => {
    localStorage.removeItem(STORAGE_KEY.memberToken);
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    stubRoutes();
    renderCard();
    expect(screen.queryByRole('heading', { name: 'Close my account' })).toBeNull();
  });
});
