import { type MemberProfile, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, on, replyWith, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageAfterLogin } from '../components/login-form';
import { LoginPage } from './login-page';

const PROFILE = {
  _id: 'u1',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  referId: 'ASHA01',
} as MemberProfile;

// The form is a chunk of its own (login-page.tsx): each test starts once it is on screen.
async function renderLogin() {
  const rendered = renderRoutes(
    [{ path: '/login', Component: LoginPage }, landing('/my'), landing('/forget-Password')],
    '/login',
  );
  await screen.findByRole('button', { name: 'Login' });
  return rendered;
}

describe('/login', () => {
  it("shows every field's contract message at once, and clears a field's once it is valid", async () => {
    const { user } = await renderLogin();
    const login = screen.getByRole('button', { name: 'Login' });

    await user.click(login);
    await waitFor(() => expect(errorOf('Email')).toBe(MSG.loginEmailRequired));
    expect(errorOf('Password')).toBe(MSG.loginPasswordRequired);

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(login);
    expect(errorOf('Email')).toBeNull();
    expect(errorOf('Password')).toBe(MSG.loginPasswordRequired);
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = await renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it('asks for the authenticator code after the password when two-factor is on, and signs in with it', async () => {
    const { calls } = stubRoutes(
      on(
        routes.login,
        replyWith({ success: true, message: MSG.twoFactorCodeAsked, data: { twoFactor: true, _id: 'c1' } }),
      ),
      on(
        routes.signinTwoFactor,
        replyWith({ success: true, message: MSG.loginSuccess, api_token: 'member-token', data: PROFILE }),
      ),
    );
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // No token yet: the code step.
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(errorOf('Authentication code')).toBe(MSG.twoFactorCodeRequired));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('landed on /my')).toBeTruthy();
    expect(calls.of(routes.signinTwoFactor)[0]?.body).toEqual({ _id: 'c1', code: '123456' });
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBe('member-token');
  });

  it('opens the page the shop sent the visitor from (?next=/stake) after the log-in', async () => {
    stubRoutes(
      on(
        routes.login,
        replyWith({ success: true, message: MSG.loginSuccess, api_token: 'member-token', data: PROFILE }),
      ),
    );
    const { user } = renderRoutes(
      [{ path: '/login', Component: LoginPage }, landing('/my'), landing('/stake')],
      '/login?next=%2Fstake',
    );
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('landed on /stake')).toBeTruthy();
  });

  it('never leaves the site for a next= that names another host or a scheme', () => {
    expect(memberPageAfterLogin('/stake')).toBe('/stake');
    expect(memberPageAfterLogin('/withdrawladd/order-1')).toBe('/withdrawladd/order-1');
    for (const away of [
      '//evil.example/stake',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(memberPageAfterLogin(away)).toBe('/my');
    }
  });

  it('stores the session and goes to /my on success', async () => {
    const { calls } = stubRoutes(
      on(
        routes.login,
        replyWith({ success: true, message: MSG.loginSuccess, api_token: 'member-token', data: PROFILE }),
      ),
    );
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('Email'), 'Asha@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('landed on /my')).toBeTruthy();
    expect(await screen.findByText(MSG.loginSuccess)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      path: routes.login.path,
      method: 'POST',
      body: { email: 'asha@example.com', password: 'secret123', role_name: 'User' },
    });
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBe('member-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY.user) ?? 'null')).toEqual(PROFILE);
    expect(localStorage.getItem(STORAGE_KEY.userName)).toBe('Asha Rao');
    expect(localStorage.getItem(STORAGE_KEY.email)).toBe('asha@example.com');
    expect(localStorage.getItem(STORAGE_KEY.phone)).toBe('9876543210');
  });

  it("keeps a vendor account's token under the vendor key, dropping a member token left behind", async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'stale-member-token');
    stubRoutes(
      on(
        routes.login,
        replyWith({
          success: true,
          message: MSG.loginSuccess,
          api_token: 'vendor-token',
          data: { ...PROFILE, role: 'Vendor' } as MemberProfile,
        }),
      ),
    );
    const { user } = renderRoutes([{ path: '/login', Component: LoginPage }, landing('/my')], '/login');
    await screen.findByRole('button', { name: 'Login' });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('landed on /my')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEY.vendorToken)).toBe('vendor-token');
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBeNull();
  });

  it('shows the server message as an error toast and stays', async () => {
    stubRoutes(on(routes.login, fail(400, MSG.loginInvalid, 'LOGIN_INVALID')));
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(MSG.loginInvalid)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBeNull();
  });

  it('clears the refusal of a wrong password once the log-in succeeds', async () => {
    let tries = 0;
    stubRoutes(
      on(routes.login, () => {
        tries += 1;
        return tries === 1
          ? fail(400, MSG.loginInvalid, 'LOGIN_INVALID')
          : replyWith({ success: true, message: MSG.loginSuccess, api_token: 'member-token', data: PROFILE });
      }),
    );
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MSG.loginInvalid)).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MSG.loginSuccess)).toBeTruthy();
    // A dismissed toast stays in the test DOM, leaving (data-in="false").
    await waitFor(() =>
      expect(screen.getByText(MSG.loginInvalid).closest('.Toastify__toast')?.getAttribute('data-in')).toBe('false'),
    );
  });

  it('links to the forgot-password page', async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(await screen.findByText('landed on /forget-Password')).toBeTruthy();
  });
});
