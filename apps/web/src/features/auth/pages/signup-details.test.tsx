import { MSG, routes } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/render-routes';
import { fail, on } from '../../../test/stub-routes';
import { fillDetails, REFERRER, renderSignup, stubSignupServer } from './signup-test-kit';

describe('sign-up step 1', () => {
  it('shows the spec messages in the spec order, one at a time', async () => {
    stubSignupServer();
    const { user } = renderSignup();
    const submit = () => user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const retype = async (label: string, value: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    };

    await submit();
    await waitFor(() => expect(errorOf('Full Name')).toBe(MSG.fullNameRequired));
    expect(errorOf('Mobile No.')).toBeNull();

    await retype('Full Name', 'Ravi Kumar');
    await submit();
    expect(errorOf('Mobile No.')).toBe(MSG.phoneRequired);

    await retype('Mobile No.', '12345');
    await submit();
    expect(errorOf('Mobile No.')).toBe(MSG.phoneInvalid);

    await retype('Mobile No.', '9876543210');
    await submit();
    expect(errorOf('Email')).toBe(MSG.emailRequired);

    await retype('Email', 'not-an-email');
    await submit();
    expect(errorOf('Email')).toBe('Email  Invalid');

    await retype('Email', 'ravi@example.com');
    await submit();
    expect(errorOf('Confirm Password')).toBe(MSG.confirmPasswordRequired);

    await retype('Confirm Password', 'secret123');
    await submit();
    expect(errorOf('Password')).toBe(MSG.passwordRequired);

    await retype('Password', 'short');
    await submit();
    expect(errorOf('Password')).toBe(MSG.passwordTooShort);

    await retype('Password', 'secret12');
    await submit();
    expect(errorOf('Confirm Password')).toBe(MSG.passwordMismatch);

    await retype('Password', 'secret123');
    await submit();
    expect(errorOf('Referal code')).toBe(MSG.referralRequired);
  });

  it('checks the code on blur, upper-cased, and requires it to resolve to a name', async () => {
    const { calls } = stubSignupServer();
    const { user } = renderSignup();
    await fillDetails(user, { 'Referal code': 'nobody' });

    expect(await screen.findByText(MSG.referralInvalid)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Referal code').value).toBe('NOBODY');
    expect(calls.at(-1)).toMatchObject({ path: routes.referCheck.path, body: { referBy: 'NOBODY' } });
    expect(screen.getByLabelText<HTMLInputElement>('Referral Name').value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(errorOf('Referal code')).toBe(MSG.referralRequired);
    expect(calls.some((call) => call.path === routes.signupOtp.path)).toBe(false);
  });

  it('clears the referral name as soon as the code changes', async () => {
    stubSignupServer();
    const { user } = renderSignup();
    await fillDetails(user);
    await user.type(screen.getByLabelText('Referal code'), 'X');
    expect(screen.getByLabelText<HTMLInputElement>('Referral Name').value).toBe('');
  });

  it('sends the OTP with the checked fields and moves to step 2', async () => {
    const { calls } = stubSignupServer();
    const { user } = renderSignup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByLabelText('Otp')).toBeTruthy();
    expect(await screen.findByText(MSG.signupOtpSent)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: routes.signupOtp.path,
      body: {
        fullName: 'Ravi Kumar',
        phone: '9876543210',
        email: 'ravi@example.com',
        password: 'secret123',
        confirmPassword: 'secret123',
        referBy: REFERRER.code,
        role_name: 'User',
      },
    });
  });

  it('prefills the code from ?ref on /referalsignup and checks it on load', async () => {
    stubSignupServer();
    renderSignup(`/referalsignup?ref=${REFERRER.code.toLowerCase()}`);
    expect(await screen.findByDisplayValue(REFERRER.name)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Referal code').value).toBe(REFERRER.code);
  });

  it('reports a taken e-mail and stays on step 1', async () => {
    stubSignupServer(on(routes.signupOtp, fail(409, MSG.emailTaken, 'CONFLICT')));
    const { user } = renderSignup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(MSG.emailTaken)).toBeTruthy();
    expect(screen.queryByLabelText('Otp')).toBeNull();
  });

  it('reports a password the server finds too common and stays on step 1', async () => {
    stubSignupServer(on(routes.signupOtp, fail(400, MSG.passwordTooCommon, 'VALIDATION')));
    const { user } = renderSignup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(MSG.passwordTooCommon)).toBeTruthy();
    expect(screen.queryByLabelText('Otp')).toBeNull();
  });

  it('ignores other OTP-send failures silently, as the spec says', async () => {
    const { calls } = stubSignupServer(on(routes.signupOtp, fail(400, 'server-side rule', 'VALIDATION')));
    const { user } = renderSignup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(calls.at(-1)?.path).toBe(routes.signupOtp.path));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Up' }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText('server-side rule')).toBeNull();
    expect(screen.queryByLabelText('Otp')).toBeNull();
  });
});
