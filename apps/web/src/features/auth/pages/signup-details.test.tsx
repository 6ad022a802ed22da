import { MSG, routes } from '@app/contract';
import { EN } from '@app/web-kit/i18n/locales/en';
import { errorOf } from '@app/web-kit/test/render-routes';
import { fail, ok, on } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillDetails, REFERRER, renderSignup, stubSignupServer, termsBox } from '../../../test/signup-test-kit';

describe('sign-up step 1', () => {
  it("shows every field's message at once, each field's first failing rule", async () => {
    stubSignupServer();
    const { user } = renderSignup();
    const submit = () => user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const retype = async (label: string, value: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    };

    await submit();
    await waitFor(() => expect(errorOf('Full Name')).toBe(MSG.fullNameRequired));
    expect(errorOf('Mobile No.')).toBe(MSG.phoneRequired);
    expect(errorOf('Email')).toBe(MSG.emailRequired);
    expect(errorOf('Password')).toBe(MSG.passwordRequired);
    expect(errorOf('Confirm Password')).toBe(MSG.confirmPasswordRequired);
    expect(errorOf('Referal code')).toBe(MSG.referralRequired);
    expect(termsBox().getAttribute('aria-invalid')).toBe('true');
    // The messages read in the order of the fields.
    const shown = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(shown).toEqual([
      MSG.fullNameRequired,
      MSG.phoneRequired,
      MSG.emailRequired,
      MSG.passwordRequired,
      MSG.confirmPasswordRequired,
      MSG.referralRequired,
      MSG.termsRequired,
    ]);

    await retype('Full Name', 'Ravi Kumar');
    await retype('Mobile No.', '12345');
    await retype('Email', 'not-an-email');
    await retype('Password', 'short');
    await retype('Confirm Password', 'secret123');
    await submit();
    await waitFor(() => expect(errorOf('Mobile No.')).toBe(MSG.phoneInvalid));
    expect(errorOf('Full Name')).toBeNull();
    expect(errorOf('Email')).toBe('Email  Invalid');
    expect(errorOf('Password')).toBe(MSG.passwordTooShort);

    await retype('Mobile No.', '9876543210');
    await retype('Email', 'ravi@example.com');
    await retype('Password', 'secret12');
    await submit();
    await waitFor(() => expect(errorOf('Confirm Password')).toBe(MSG.passwordMismatch));
    expect(errorOf('Mobile No.')).toBeNull();
    expect(errorOf('Referal code')).toBe(MSG.referralRequired);
  });

  it('registers nobody until the terms and the risk disclosure are accepted, then sends acceptTerms', async () => {
    const { calls } = stubSignupServer();
    const { user } = renderSignup();
    expect(screen.getByRole('link', { name: 'Read the terms of service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'Read the risk disclosure' }).getAttribute('href')).toBe(
      '/risk-disclosure',
    );
    await fillDetails(user, { acceptTerms: 'no', 'Mobile No.': '+44 7700 900123' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.termsRequired));
    expect(calls.of(routes.signupOtp)).toHaveLength(0);
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(calls.of(routes.signupOtp)).toHaveLength(1));
    // An international number is sent without its spaces.
    // The form's language goes along, for the code's mail and the account (docs/product.md#languages).
    expect(calls.of(routes.signupOtp)[0]?.body).toMatchObject({
      acceptTerms: true,
      phone: '+447700900123',
      locale: 'en',
    });
  });

  it("says a filled code is invalid, with the other fields' messages, never that it is missing", async () => {
    const { calls } = stubSignupServer();
    const { user } = renderSignup();
    await fillDetails(user, { 'Full Name': '', 'Referal code': 'nobody' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(errorOf('Referal code')).toBe(MSG.referralInvalid));
    expect(errorOf('Full Name')).toBe(MSG.fullNameRequired);
    expect(calls.some((call) => call.path === routes.signupOtp.path)).toBe(false);
  });

  it('says the code is not checked yet when its look-up got no answer, and checks it again on submit', async () => {
    let answered = false;
    const { calls } = stubSignupServer(
      on(routes.referCheck, () => (answered ? ok('ok', { fullName: REFERRER.name }) : fail(500, MSG.internal))),
    );
    const { user } = renderSignup();
    await fillDetails(user, { 'Referal code': '' });
    await user.type(screen.getByLabelText('Referal code'), REFERRER.code);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(errorOf('Referal code')).toBe(MSG.referralNotChecked));
    expect(calls.some((call) => call.path === routes.signupOtp.path)).toBe(false);

    answered = true;
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByLabelText('Otp')).toBeTruthy();
  });

  it('looks the code up on submit when it was typed and sent with Enter, without leaving the field', async () => {
    const { calls } = stubSignupServer();
    const { user } = renderSignup();
    await fillDetails(user, { 'Referal code': '' });
    await user.type(screen.getByLabelText('Referal code'), `${REFERRER.code}{Enter}`);

    expect(await screen.findByLabelText('Otp')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ path: routes.signupOtp.path, body: { referBy: REFERRER.code } });
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
    await waitFor(() => expect(errorOf('Referal code')).toBe(MSG.referralInvalid));
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

  it('reports a refusal that names no field, a limit say, in a toast and stays on step 1', async () => {
    stubSignupServer(on(routes.signupOtp, fail(429, MSG.rateLimited, 'RATE_LIMITED')));
    const { user } = renderSignup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(MSG.rateLimited)).toBeTruthy();
    expect(screen.queryByLabelText('Otp')).toBeNull();
  });

  it('reports a password the server finds too common under the password and stays on step 1', async () => {
    stubSignupServer(on(routes.signupOtp, fail(400, MSG.passwordTooCommon, 'VALIDATION')));
    const { user } = renderSignup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(errorOf('Password')).toBe(MSG.passwordTooCommon));
    expect(screen.queryByLabelText('Otp')).toBeNull();
  });

  it("shows the server's refusal of a field under that field and stays on step 1", async () => {
    // The form lets a + and 8 to 15 digits through; the server checks the length against the country's plan.
    stubSignupServer(on(routes.signupOtp, fail(400, MSG.phoneInvalid, 'VALIDATION')));
    const { user } = renderSignup();
    await fillDetails(user, { 'Mobile No.': '+44 7700 9001' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(errorOf('Mobile No.')).toBe(MSG.phoneInvalid));
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile No.'));
    expect(screen.queryByLabelText('Otp')).toBeNull();
  });

  it('shows any other refusal of the OTP as an error toast and stays on step 1', async () => {
    stubSignupServer(on(routes.signupOtp, fail(400, 'server-side rule', 'VALIDATION')));
    const { user } = renderSignup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('server-side rule')).toBeTruthy();
    expect(screen.queryByLabelText('Otp')).toBeNull();
  });

  it("says under the phone field how to write a number, with a country's code", () => {
    stubSignupServer();
    renderSignup();
    const phone = screen.getByLabelText('Mobile No.');
    const hint = document.getElementById(phone.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(EN['field.phoneHint']);
  });
});
