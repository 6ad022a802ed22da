import { type MemberProfile, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { ASSERTION, AUTHENTICATION_OPTIONS, canUsePasskeys, promptClosed } from '@app/web-kit/test/passkeys-test-kit';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, replyWith, stubRoutes } from '@app/web-kit/test/stub-routes';
import { startAuthentication } from '@simplewebauthn/browser';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';

vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@simplewebauthn/browser')>()),
  startAuthentication: vi.fn(),
}));

const authenticate = vi.mocked(startAuthentication);
const PROFILE = { _id: 'u1', fullName: 'Asha Rao', email: 'asha@example.com', referId: 'ASHA01' } as MemberProfile;
const SIGNED_IN = replyWith({
  success: true as const,
  message: MSG.loginSuccess,
  api_token: 'member-token',
  data: PROFILE,
});

function passkeyServer(signin: Parameters<typeof on<typeof routes.passkeySignin>>[1] = SIGNED_IN) {
  return stubRoutes(
    on(routes.passkeySigninOptions, ok(MSG.passkeyOptionsReady, { options: AUTHENTICATION_OPTIONS })),
    on(routes.passkeySignin, signin),
  );
}

function renderLogin(path = '/login') {
  return renderRoutes([{ path: '/login', Component: LoginPage }, landing('/my'), landing('/stake')], path);
}

const passkeyButton = () => screen.findByRole('button', { name: 'Sign in with a passkey' });

describe('/login with a passkey', () => {
  beforeEach(() => {
    canUsePasskeys();
    authenticate.mockReset().mockResolvedValue(ASSERTION);
  });

  it('signs in with no e-mail or password, stores the session and goes where a log-in goes', async () => {
    const { calls } = passkeyServer();
    const { user } = renderLogin();
    await user.click(await passkeyButton());
    expect(await screen.findByText('landed on /my')).toBeTruthy();
    expect(authenticate).toHaveBeenCalledWith({ optionsJSON: AUTHENTICATION_OPTIONS });
    expect(calls.of(routes.passkeySignin).map((call) => call.body)).toEqual([{ credential: ASSERTION }]);
    expect(calls.of(routes.login)).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBe('member-token');
    expect(localStorage.getItem(STORAGE_KEY.userName)).toBe('Asha Rao');
    expect(await screen.findByText(MSG.loginSuccess)).toBeTruthy();
  });

  it('opens the page the shop sent the visitor from (?next=/stake)', async () => {
    passkeyServer();
    const { user } = renderLogin('/login?next=%2Fstake');
    await user.click(await passkeyButton());
    expect(await screen.findByText('landed on /stake')).toBeTruthy();
  });

  it("keeps a vendor account's token under the vendor key", async () => {
    passkeyServer(
      replyWith({
        success: true as const,
        message: MSG.loginSuccess,
        api_token: 'vendor-token',
        data: { ...PROFILE, role: 'Vendor' } as MemberProfile,
      }),
    );
    const { user } = renderLogin();
    await user.click(await passkeyButton());
    expect(await screen.findByText('landed on /my')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEY.vendorToken)).toBe('vendor-token');
  });

  it("shows the server's refusal on the page and stays", async () => {
    passkeyServer(fail(400, MSG.passkeyUnknown, 'INVALID_CREDENTIALS'));
    const { user } = renderLogin();
    await user.click(await passkeyButton());
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent === MSG.passkeyUnknown)).toBe(true),
    );
    expect(screen.queryByText('landed on /my')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBeNull();
  });

  it('a closed browser prompt reads calmly and signs nobody in', async () => {
    authenticate.mockRejectedValue(promptClosed());
    const { calls } = passkeyServer();
    const { user } = renderLogin();
    await user.click(await passkeyButton());
    expect((await screen.findByRole('status')).textContent).toBe(
      'The passkey prompt was closed. Try again, or log in with your password.',
    );
    expect(screen.queryByText(/NotAllowedError|timed out/)).toBeNull();
    expect(calls.of(routes.passkeySignin)).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBeNull();
  });

  it('offers the passkey only where the browser can use one', async () => {
    passkeyServer();
    renderLogin();
    expect(await passkeyButton()).toBeTruthy();
    cleanup();

    vi.unstubAllGlobals();
    stubRoutes();
    renderLogin();
    await screen.findByRole('button', { name: 'Login' });
    // The library's check has run once the page has settled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
