import { MSG } from '@app/contract';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { landing, renderRoutes } from '../../../test/render-routes';
import { fail, ok, type StubAnswer, type StubCall, stubFetch } from '../../../test/stub-fetch';
import { SignupPage } from './signup-page';

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

/** Answers the referral check (only REFERRER's code is valid) and hands every other call to `answer`. */
export function stubSignupServer(answer: (call: StubCall) => StubAnswer = () => ok(MSG.signupOtpSent)) {
  return stubFetch((call) => {
    if (call.path !== '/publicApi/referCheck') return answer(call);
    const { referBy } = call.body as { referBy: string };
    return referBy === REFERRER.code
      ? ok('ok', { fullName: REFERRER.name })
      : fail(404, MSG.referralInvalid, 'NOT_FOUND');
  });
}

export async function fillDetails(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    'Full Name': 'Ravi Kumar',
    'Mobile No.': '9876543210',
    Email: 'Ravi@Example.com',
    Password: 'secret123',
    'Confirm Password': 'secret123',
    'Referal code': REFERRER.code.toLowerCase(),
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.tab();
  if (values['Referal code']?.toUpperCase() === REFERRER.code) await screen.findByDisplayValue(REFERRER.name);
}

export async function goToOtpStep(user: UserEvent) {
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  return screen.findByLabelText('Otp');
}
