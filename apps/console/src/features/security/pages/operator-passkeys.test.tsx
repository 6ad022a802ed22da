import { MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import {
  ASSERTION,
  ATTESTATION,
  AUTHENTICATION_OPTIONS,
  canUsePasskeys,
  passkeyOf,
  promptClosed,
  REGISTRATION_OPTIONS,
} from '@app/web-kit/test/passkeys-test-kit';
import { errorOf, landing, renderRoutes, shownToasts } from '@app/web-kit/test/render-routes';
import { TWO_FACTOR_OFF } from '@app/web-kit/test/security-test-kit';
import { fail, ok, on, type Responder, replyWith, stubRoutes } from '@app/web-kit/test/stub-routes';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATOR, signInOperator } from '../../../test/console-test-kit';
import { AdminLoginPage } from './admin-login-page';
import { SecurityPage } from './security-page';

// An operator's own passkeys (docs/product.md#passkeys): signing in to the console with one, and keeping them on
// /admin/security. Only the browser library's two ceremonies are mocked; the API is stubbed at its routes.
vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@simplewebauthn/browser')>()),
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));
const authenticate = vi.mocked(startAuthentication);
const register = vi.mocked(startRegistration);

describe('/admin/login with a passkey', () => {
  beforeEach(() => {
    canUsePasskeys();
    authenticate.mockReset();
  });

  it('signs in with the passkey alone and keeps the session as the code step does', async () => {
    authenticate.mockResolvedValue(ASSERTION as never);
    const { calls } = stubRoutes(
      on(routes.operatorPasskeySigninOptions, ok(MSG.passkeyOptionsReady, { options: AUTHENTICATION_OPTIONS })),
      on(
        routes.operatorPasskeySignin,
        replyWith({
          success: true as const,
          message: MSG.operatorSignedIn,
          api_token: 'passkey-token',
          data: OPERATOR,
        }),
      ),
    );
    const { user, router } = renderRoutes(
      [{ path: '/admin/login', Component: AdminLoginPage }, landing('/admin')],
      '/admin/login',
    );
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(localStorage.getItem(STORAGE_KEY.adminToken)).toBe('passkey-token');
    expect(calls.of(routes.operatorPasskeySignin)[0]?.body).toEqual({ credential: ASSERTION });
    expect(authenticate).toHaveBeenCalledWith({ optionsJSON: AUTHENTICATION_OPTIONS });
  });

  it("says a closed prompt calmly, and the server's refusal on the page", async () => {
    authenticate.mockRejectedValueOnce(promptClosed());
    stubRoutes(
      on(routes.operatorPasskeySigninOptions, ok(MSG.passkeyOptionsReady, { options: AUTHENTICATION_OPTIONS })),
      on(routes.operatorPasskeySignin, fail(400, MSG.passkeyUnknown, 'INVALID_CREDENTIALS')),
    );
    const { user } = renderRoutes([{ path: '/admin/login', Component: AdminLoginPage }], '/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(
      await screen.findByText('The passkey prompt was closed. Try again, or sign in with your password.'),
    ).toBeTruthy();
    authenticate.mockResolvedValueOnce(ASSERTION as never);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(MSG.passkeyUnknown)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEY.adminToken)).not.toBe('passkey-token');
  });
});

describe("/admin/security: the operator's passkeys", () => {
  beforeEach(() => {
    signInOperator();
    canUsePasskeys();
    register.mockReset();
  });

  function renderSecurity(
    docs = [passkeyOf()],
    options: Responder<typeof routes.operatorPasskeyOptions> = ok(MSG.passkeyOptionsReady, {
      options: REGISTRATION_OPTIONS,
    }),
  ) {
    const server = stubRoutes(
      on(routes.operatorTwoFactorStatus, ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)),
      on(routes.operatorPasskeys, ok(MSG.passkeysLoaded, { docs })),
      on(routes.operatorPasskeyOptions, options),
      on(
        routes.operatorPasskeyAdd,
        ok(MSG.passkeyAdded, { docs: [...docs, passkeyOf({ _id: 'new', name: 'Console laptop' })] }),
      ),
      on(routes.operatorPasskeyDelete, ok(MSG.passkeyRemoved, { docs: [] })),
      on(routes.operatorSecurityCode, ok(MSG.securityCodeSent, {})),
    );
    return { ...renderRoutes([{ path: '/admin/security', Component: SecurityPage }], '/admin/security'), ...server };
  }

  /** The password and the mailed code every change of the operator's own security asks. */
  async function prove(user: ReturnType<typeof renderSecurity>['user'], section: HTMLElement) {
    await user.click(within(section).getByRole('button', { name: 'E-mail me the code' }));
    await user.type(within(section).getByLabelText('Your password'), 'Admin@12345');
    await user.type(within(section).getByLabelText('Code from the e-mail'), '654321');
  }

  it('lists them, adds one with the password, the code and a name, and removes one with a second press', async () => {
    register.mockResolvedValue(ATTESTATION as never);
    const { user, calls } = renderSecurity();
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    const list = await within(section).findByRole('list', { name: 'Passkeys' });
    expect(within(list).getByText('Work laptop')).toBeTruthy();
    expect(within(list).getByText(/never used/)).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    await user.click(within(section).getByRole('button', { name: 'Create the passkey' }));
    expect(errorOf('Your password')).toBe(MSG.oldPasswordRequired);
    expect(errorOf('Code from the e-mail')).toBe(MSG.securityCodeRequired);
    expect(errorOf('Passkey name')).toBe('Please name the passkey');
    expect(calls.of(routes.operatorPasskeyOptions)).toHaveLength(0);
    await prove(user, section);
    await user.type(within(section).getByLabelText('Passkey name'), ' Console laptop ');
    await user.click(within(section).getByRole('button', { name: 'Create the passkey' }));
    expect(await within(section).findByText('Console laptop')).toBeTruthy();
    expect(calls.of(routes.operatorPasskeyOptions)[0]?.body).toEqual({
      password: 'Admin@12345',
      securityCode: '654321',
    });
    expect(calls.of(routes.operatorPasskeyAdd)[0]?.body).toEqual({ name: 'Console laptop', credential: ATTESTATION });

    await user.click(within(section).getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    await prove(user, section);
    await user.click(within(section).getByRole('button', { name: 'Remove Work laptop' }));
    expect(await within(section).findByText('No passkeys yet.')).toBeTruthy();
    expect(calls.of(routes.operatorPasskeyDelete)).toHaveLength(1);
    expect(calls.of(routes.operatorPasskeyDelete)[0]?.body).toEqual({
      password: 'Admin@12345',
      securityCode: '654321',
    });
  });

  it("shows the server's refusal of the password in the section", async () => {
    const { user } = renderSecurity([], fail(400, MSG.oldPasswordWrong, 'VALIDATION'));
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await within(section).findByText('No passkeys yet.');
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    await user.type(within(section).getByLabelText('Your password'), 'Wrong-1');
    await user.type(within(section).getByLabelText('Code from the e-mail'), '654321');
    await user.type(within(section).getByLabelText('Passkey name'), 'Key');
    await user.click(within(section).getByRole('button', { name: 'Create the passkey' }));
    expect(await within(section).findByText(MSG.oldPasswordWrong)).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('says while it loads, says so in the section when the list does not load, and asks again', async () => {
    let answers = 0;
    const { hold } = stubRoutes(
      on(routes.operatorTwoFactorStatus, ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)),
      on(routes.operatorPasskeys, () => {
        answers += 1;
        return answers === 1 ? fail(500, MSG.internal, 'INTERNAL') : ok(MSG.passkeysLoaded, { docs: [] });
      }),
    );
    const held = hold(routes.operatorPasskeys);
    const { user } = renderRoutes([{ path: '/admin/security', Component: SecurityPage }], '/admin/security');
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    expect(within(section).getByText('Loading your passkeys…')).toBeTruthy();
    held.release();
    expect(await within(section).findByText('We could not load your passkeys.')).toBeTruthy();
    expect(shownToasts()).not.toContain(MSG.internal);
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('No passkeys yet.')).toBeTruthy();
  });

  it('keeps a passkey when the removal is cancelled', async () => {
    const { user, calls } = renderSecurity();
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await user.click(await within(section).findByRole('button', { name: 'Remove' }));
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('button', { name: 'Remove Work laptop' })).toBeNull();
    expect(within(section).getByText('Work laptop')).toBeTruthy();
    expect(calls.of(routes.operatorPasskeyDelete)).toHaveLength(0);
  });

  it('tells a browser that cannot use passkeys so, and offers no way to add one', async () => {
    vi.unstubAllGlobals();
    renderSecurity();
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    expect(
      await within(section).findByText(
        'This browser cannot use passkeys. Open this page in a browser that can to add one.',
      ),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(within(section).getByText('Work laptop')).toBeTruthy();
  });
});
