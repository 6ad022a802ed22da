import { MSG, routes } from '@app/contract';
import { errorOf, landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page';

function renderForgotPassword() {
  return renderRoutes(
    [{ path: '/forget-Password', Component: ForgotPasswordPage }, landing('/login')],
    '/forget-Password',
  );
}

describe('/forget-Password', () => {
  it("shows every step-1 field's message at once, each field's rules in order", async () => {
    const { user } = renderForgotPassword();
    const submit = () => user.click(screen.getByRole('button', { name: 'Send Otp' }));
    const retype = async (label: string, value: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    };

    await submit();
    await waitFor(() => expect(errorOf('Email')).toBe(MSG.emailRequired));
    expect(errorOf('New Password')).toBe(MSG.passwordRequired);
    expect(errorOf('Confirm Password')).toBe(MSG.confirmPasswordRequired);

    await retype('Email', 'ravi@');
    await submit();
    expect(errorOf('Email')).toBe('Email  Invalid');

    await retype('Email', 'ravi@example.com');
    await submit();
    expect(errorOf('New Password')).toBe(MSG.passwordRequired);

    await retype('New Password', 'short');
    await submit();
    expect(errorOf('New Password')).toBe(MSG.passwordTooShort);

    await retype('New Password', 'newsecret1');
    await submit();
    expect(errorOf('Confirm Password')).toBe(MSG.confirmPasswordRequired);

    await retype('Confirm Password', 'newsecret2');
    await submit();
    expect(errorOf('Confirm Password')).toBe(MSG.passwordMismatch);
  });

  it('sends the OTP, checks the OTP rules, verifies and goes to /login', async () => {
    const { calls } = stubRoutes(on(routes.resetVerify, ok(MSG.resetDone)), on(routes.resetOtp, ok(MSG.resetOtpSent)));
    const { user } = renderForgotPassword();
    await user.type(screen.getByLabelText('Email'), 'Ravi@Example.com');
    await user.type(screen.getByLabelText('New Password'), 'newsecret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'newsecret1');
    await user.click(screen.getByRole('button', { name: 'Send Otp' }));

    const otp = await screen.findByLabelText('Otp');
    expect(await screen.findByText(MSG.resetOtpSent)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      path: routes.resetOtp.path,
      body: { email: 'ravi@example.com', password: 'newsecret1', confirmPassword: 'newsecret1', role_name: 'User' },
    });

    const verify = () => user.click(screen.getByRole('button', { name: 'Verify' }));
    await verify();
    expect(errorOf('Otp')).toBe(MSG.otpRequired);
    await user.type(otp, '12345');
    await verify();
    expect(errorOf('Otp')).toBe(MSG.otpInvalidFormat);

    await user.type(otp, '6');
    await verify();
    expect(await screen.findByText('landed on /login')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: routes.resetVerify.path,
      body: {
        email: 'ravi@example.com',
        password: 'newsecret1',
        confirmPassword: 'newsecret1',
        otp: '123456',
        role_name: 'User',
      },
    });
  });
});
