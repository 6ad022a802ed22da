import { ROLE, routes } from '@app/contract';
import { expect } from 'vitest';
import { totpCode } from '../src/lib/totp';
import { call, dataOf, nextClientIp, readLatestOtp, type TestContext } from './helper';

// Steps of two-factor sign-in as /settings and the log-in page make them, for the two-factor tests.

/** The next 30-second step, so a code is not the one used a moment ago. */
export function nextStep(test: TestContext) {
  test.clock.advanceSeconds(30);
}

export function codeNow(test: TestContext, secret: string) {
  return totpCode(secret, test.clock.now());
}

/** The password every fixture account gets unless told (helper.ts's createMember). */
const FIXTURE_PASSWORD = 'Secret@123';

/**
 * What a change of a security setting asks beside the session (docs/decisions/046-no-way-around-the-second-person.md):
 * the password and the current second factor, the authenticator's code when `secret` is given, else the code
 * securityCode mails, read from the outbox as the member would.
 */
export async function securityProof(
  test: TestContext,
  options: {
    token: string;
    kind?: 'member' | 'vendor' | 'operator';
    /** Where the code is mailed: read from the profile when not told (an operator's must be told). */
    email?: string;
    password?: string;
    secret?: string;
  },
) {
  const kind = options.kind ?? 'member';
  const route = kind === 'operator' ? routes.operatorSecurityCode : routes.securityCode[kind];
  const asked = await call(test, route, { token: options.token });
  expect(asked.status, asked.body.message).toBe(200);
  const password = options.password ?? FIXTURE_PASSWORD;
  if (options.secret) return { password, securityCode: codeNow(test, options.secret) };
  const email =
    options.email ??
    (kind === 'operator' ? '' : dataOf(await call(test, routes.profile[kind], { token: options.token })).email);
  return { password, securityCode: await readLatestOtp(test, email) };
}

/** Turns two-factor on for the token's account as /settings does; answers the secret and recovery codes. */
export async function enableTwoFactor(
  test: TestContext,
  token: string,
  kind: 'member' | 'vendor' = 'member',
  password = FIXTURE_PASSWORD,
) {
  const proof = await securityProof(test, { token, kind, password });
  const setup = dataOf(await call(test, routes.twoFactorSetup[kind], { token, body: proof }));
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
