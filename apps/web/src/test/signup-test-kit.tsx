import { MSG, routes } from '@app/contract';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type RouteStub, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SignupPage } from '../features/auth/pages/signup-page';

export const REFERRER = { code: 'ASHA01', name: 'Asha Rao' };

export function renderSignup(path = '/register') {
  return renderRoutes(
    [
      { path: '/register', Component: SignupPage },
      { path: '/referalsignup', Component: SignupPage },
      landing('/login'),
    ],
    path,
  );
}

/**
 * The sign-up routes: the referral check knows only REFERRER's code, the OTP and the verification succeed.
 * `stubs` come first, so they replace those answers.
 */
export function stubSignupServer(...stubs: RouteStub[]) {
  return stubRoutes(
    ...stubs,
    on(routes.referCheck, (call) => {
      const { referBy } = call.body as { referBy: string };
      return referBy === REFERRER.code
        ? ok('ok', { fullName: REFERRER.name })
        : fail(404, MSG.referralInvalid, 'NOT_FOUND');
    }),
    on(routes.signupOtp, ok(MSG.signupOtpSent)),
    on(routes.signupVerify, ok(MSG.signupOtpSent)),
  );
}

/** The terms checkbox of step 1. */
export const termsBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: /I accept the terms of service/ });

/** Fills step 1; the terms are accepted unless `acceptTerms: 'no'`. */
export async function fillDetails(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const { acceptTerms, ...fields } = overrides;
  const values: Record<string, string> = {
    'Full Name': 'Ravi Kumar',
    'Mobile No.': '9876543210',
    Email: 'Ravi@Example.com',
    Password: 'secret123',
    'Confirm Password': 'secret123',
    'Referal code': REFERRER.code.toLowerCase(),
    ...fields,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.tab();
  if (values['Referal code']?.toUpperCase() === REFERRER.code) await screen.findByDisplayValue(REFERRER.name);
  if (termsBox().checked !== (acceptTerms !== 'no')) await user.click(termsBox());
}

export async function goToOtpStep(user: UserEvent) {
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  return screen.findByLabelText('Otp');
}
