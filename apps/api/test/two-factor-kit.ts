import { ROLE, routes } from '@app/contract';
import { expect } from 'vitest';
import { totpCode } from '../src/lib/totp';
import { call, dataOf, nextClientIp, type TestContext } from './helper';

// Steps of two-factor sign-in as /settings and the log-in page make them, for the two-factor tests.

/** The next 30-second step, so a code is not the one used a moment ago. */
export function nextStep(test: TestContext) {
  test.clock.advanceSeconds(30);
}

export function codeNow(test: TestContext, secret: string) {
  return totpCode(secret, test.clock.now());
}

/** Turns two-factor on for the token's account as /settings does; answers the secret and recovery codes. */
export async function enableTwoFactor(test: TestContext, token: string, kind: 'member' | 'vendor' = 'member') {
  const setup = dataOf(await call(test, routes.twoFactorSetup[kind], { token }));
  const enabled = await call(test, routes.twoFactorEnable[kind], {
    body: { code: codeNow(test, setup.secret) },
    token,
  });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = dataOf(enabled);
  nextStep(test);
  return { secret: setup.secret, otpauthUrl: setup.otpauthUrl, recoveryCodes };
}

export async function signIn(test: TestContext, account: { email: string; password: string }, headers = {}) {
  return call(test, routes.login, {
    body: { email: account.email, password: account.password, role_name: ROLE.user },
    ip: nextClientIp(),
    headers,
  });
}
