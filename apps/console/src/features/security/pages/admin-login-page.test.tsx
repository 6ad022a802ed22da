import { MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, replyWith, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPERATOR } from '../../../test/console-test-kit';
import { AdminLoginPage } from './admin-login-page';

const REQUEST_ID = '33333333-3333-4333-8333-333333333333';
const NEW_REQUEST_ID = '44444444-4444-4444-8444-444444444444';
const SIGNED_IN = replyWith({
  success: true as const,
  message: MSG.operatorSignedIn,
  api_token: 'operator-token',
  data: OPERATOR,
});

interface LoginStub {
  signin?: Responder<typeof routes.operatorSignin>;
  verify?: Responder<typeof routes.operatorVerify>;
}

function renderLogin({ signin, verify = fail(400, MSG.otpWrong, 'OTP_INVALID') }: LoginStub = {}) {
  let signins = 0;
  const server = stubRoutes(
    on(
      routes.operatorSignin,
      signin ??
        (() => {
          signins += 1;
          return ok(MSG.operatorOtpSent, { _id: signins === 1 ? REQUEST_ID : NEW_REQUEST_ID });
        }),
    ),
    on(routes.operatorVerify, verify),
  );
  const view = renderRoutes([{ path: '/admin/login', Component: AdminLoginPage }, landing('/admin')], '/admin/login');
  return { ...view, ...server };
}

async function sendCredentials(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Email'), 'Ops@Example.com');
  await user.type(screen.getByLabelText('Password'), 'Admin@12345');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByLabelText('Sign-in code');
}

const alertText = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

describe('/admin/login', () => {
  it("checks e-mail and password with the contract's messages before calling", async () => {
    const { user, calls } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(errorOf('Email')).toBe(MSG.loginEmailRequired));

    await user.type(screen.getByLabelText('Email'), 'ops@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(errorOf('Password')).toBe(MSG.loginPasswordRequired));
    expect(calls).toHaveLength(0);
  });

  it('shows the server message under the form when the password is wrong', async () => {
    const { user } = renderLogin({ signin: fail(400, MSG.loginInvalid, 'INVALID_CREDENTIALS') });
    await user.type(screen.getByLabelText('Email'), 'ops@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(alertText()).toEqual([MSG.loginInvalid]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();
  });

  it('signs in with the mailed code: a wrong code is shown, the right one stores the token and opens /admin', async () => {
    let attempt = 0;
    const { user, calls } = renderLogin({
      verify: () => {
        attempt += 1;
        return attempt === 1 ? fail(400, MSG.otpWrong, 'OTP_INVALID') : SIGNED_IN;
      },
    });
    const code = await sendCredentials(user);
    expect(calls.of(routes.operatorSignin)[0]?.body).toEqual({ email: 'ops@example.com', password: 'Admin@12345' });
    expect(screen.getByRole('status').textContent).toContain(MSG.operatorOtpSent);
    expect(screen.getByRole('status').textContent).toContain('ops@example.com');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(errorOf('Sign-in code')).toBe(MSG.otpRequired));
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(errorOf('Sign-in code')).toBe(MSG.otpInvalidFormat));
    expect(calls.of(routes.operatorVerify)).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(alertText()).toEqual([MSG.otpWrong]));
    expect(localStorage.getItem(STORAGE_KEY.adminToken)).toBeNull();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('landed on /admin')).toBeTruthy();
    expect(calls.of(routes.operatorVerify).map((call) => call.body)).toEqual([
      { _id: REQUEST_ID, otp: '000000' },
      { _id: REQUEST_ID, otp: '123456' },
    ]);
    expect(localStorage.getItem(STORAGE_KEY.adminToken)).toBe('operator-token');
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY.userName)).toBeNull();
    expect(await screen.findByText(MSG.operatorSignedIn)).toBeTruthy();
  });

  it('sends a new code for the same credentials and verifies against the new request', async () => {
    const { user, calls } = renderLogin({ verify: SIGNED_IN });
    await sendCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(calls.of(routes.operatorSignin)).toHaveLength(2));
    await user.type(await screen.findByLabelText('Sign-in code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('landed on /admin')).toBeTruthy();
    expect(calls.of(routes.operatorSignin)[1]?.body).toEqual({ email: 'ops@example.com', password: 'Admin@12345' });
    expect(calls.of(routes.operatorVerify)[0]?.body).toEqual({ _id: NEW_REQUEST_ID, otp: '654321' });
  });

  it('goes back to the password step with "Use another account"', async () => {
    const { user } = renderLogin();
    await sendCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });
});

describe('/admin/login with two-factor on', () => {
  it('asks for the authenticator code instead of a mailed one and signs in with it', async () => {
    const server = stubRoutes(
      on(routes.operatorSignin, ok(MSG.twoFactorCodeAsked, { _id: REQUEST_ID, twoFactor: true })),
      on(routes.operatorSigninTwoFactor, SIGNED_IN),
    );
    const { user } = renderRoutes(
      [{ path: '/admin/login', Component: AdminLoginPage }, landing('/admin')],
      '/admin/login',
    );
    await user.type(screen.getByLabelText('Email'), 'ops@example.com');
    await user.type(screen.getByLabelText('Password'), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeTruthy();
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('landed on /admin')).toBeTruthy();
    expect(server.calls.of(routes.operatorSigninTwoFactor)[0]?.body).toEqual({ _id: REQUEST_ID, code: '123456' });
    expect(localStorage.getItem(STORAGE_KEY.adminToken)).toBe('operator-token');
  });
});
