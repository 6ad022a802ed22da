import { MSG, ROLE, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { loginSlowdownMs, SLOWDOWN_AFTER_FAILURES } from '../../../src/core/login-guard';
import { RATE_RULES } from '../../../src/core/rate-limit';
import { apiTokenOf, call, createMember, dataOf, useTestApp } from '../../helper';

const t = useTestApp();

const LOGIN = routes.login;
const invalidCredentials = { success: false, message: MSG.loginInvalid, code: 'INVALID_CREDENTIALS' };
const MONEY_FIELDS = [
  'balance',
  'earningbalance',
  'totalPoints',
  'point',
  'aarohiIncome',
  'levelIncome',
  'ProfitDirect',
  'todayProfit',
  'todayProfitTrading',
  'todayProfitLevel',
  'todayProfitDirect',
  'todayProfitReward',
] as const;

/** A log-in try from a chosen client address, so the per-address and per-account limits can be told apart. */
function loginFrom(ip: string, body: Record<string, unknown>) {
  return call(t, LOGIN, { body, ip });
}

/** A raw request, for bodies the JSON helper cannot send. */
async function raw(options: { url?: string; method?: 'GET' | 'POST'; contentType?: string; payload?: string }) {
  const response = await t.app.inject({
    method: options.method ?? 'POST',
    url: options.url ?? LOGIN.path,
    headers: options.contentType ? { 'content-type': options.contentType } : {},
    payload: options.payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('POST /publicApi/signinSeller success', () => {
  it('answers a 43-character token and the member profile with zero money and team counts', async () => {
    const sponsor = await createMember(t, { fullName: 'Asha Sponsor' });
    const member = await createMember(t, { fullName: 'Meera Login', sponsorId: sponsor.id });
    const response = await call(t, LOGIN, {
      body: { email: member.email, password: member.password, role_name: 'User' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: MSG.loginSuccess,
      data: {
        _id: member.id,
        fullName: 'Meera Login',
        email: member.email,
        role: 'User',
        referId: member.referId,
        sponsorName: 'Asha Sponsor',
        selfrank: 0,
        team_a: 0,
        team_b: 0,
        team_c: 0,
      },
    });
    expect(apiTokenOf(response.body)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const data = dataOf(response) as Record<string, unknown>;
    for (const field of MONEY_FIELDS) expect(data[field], field).toBe(0);

    const profile = await call(t, routes.profile.member, { token: String(apiTokenOf(response.body)) });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ _id: member.id });
  });

  it('matches the e-mail whatever its case and surrounding spaces, with role_name User by default', async () => {
    const member = await createMember(t);
    const response = await call(t, LOGIN, {
      body: { email: `  ${member.email.toUpperCase()} `, password: member.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ _id: member.id, role: 'User' });
  });
});

describe('POST /publicApi/signinSeller refusals', () => {
  it('answers a wrong password and an unknown e-mail with the same 400', async () => {
    const member = await createMember(t);
    const wrongPassword = await call(t, LOGIN, {
      body: { email: member.email, password: 'Wrong@1234', role_name: 'User' },
    });
    const unknownEmail = await call(t, LOGIN, { body: { email: 'nobody@example.test', password: 'Wrong@1234' } });
    expect(wrongPassword).toEqual({ status: 400, body: invalidCredentials });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it("signs a vendor in with the form's role_name User, with a vendor session (the account decides, not the form)", async () => {
    const vendor = await createMember(t, { role: ROLE.vendor });
    for (const role_name of ['User', 'Vendor']) {
      const login = await call(t, LOGIN, { body: { email: vendor.email, password: vendor.password, role_name } });
      expect(login.status).toBe(200);
      expect(login.body.data).toMatchObject({ _id: vendor.id, role: 'Vendor' });
      const token = apiTokenOf(login.body) ?? '';
      expect((await call(t, routes.profile.vendor, { token })).status).toBe(200);
      expect((await call(t, routes.profile.member, { token })).status).toBe(403);
    }
  });

  it("signs a member in as a member whatever role_name says, and never an operator's account", async () => {
    const member = await createMember(t);
    const operator = await createMember(t, { role: ROLE.admin });
    const body = (account: { email: string; password: string }, role_name: string) => ({ ...account, role_name });
    const asVendor = await call(t, LOGIN, { body: body(member, 'Vendor') });
    expect(asVendor.body.data).toMatchObject({ _id: member.id, role: 'User' });
    expect((await call(t, routes.profile.member, { token: apiTokenOf(asVendor.body) ?? '' })).status).toBe(200);
    expect(await call(t, LOGIN, { body: body(operator, 'User') })).toEqual({ status: 400, body: invalidCredentials });
    expect(await call(t, LOGIN, { body: body(operator, 'Vendor') })).toEqual({ status: 400, body: invalidCredentials });
  });
});

describe('POST /publicApi/signinSeller validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no fields: e-mail first', {}, MSG.loginEmailRequired],
    ['empty e-mail before empty password', { email: '', password: '' }, MSG.loginEmailRequired],
    ['blank e-mail', { email: '   ', password: 'Secret@123' }, MSG.loginEmailRequired],
    ['missing password', { email: 'a@example.test' }, MSG.loginPasswordRequired],
    ['empty password', { email: 'a@example.test', password: '' }, MSG.loginPasswordRequired],
    ['e-mail of the wrong type', { email: 5, password: 'Secret@123' }, MSG.loginEmailRequired],
    ['password of the wrong type', { email: 'a@example.test', password: { $ne: '' } }, MSG.loginPasswordRequired],
  ];
  it.each(cases)('%s', async (_name, body, message) => {
    const response = await call(t, LOGIN, { body });
    expect(response).toEqual({ status: 400, body: { success: false, message, code: 'VALIDATION' } });
  });

  it('answers a role_name other than User and Vendor with a sentence of MSG, not the wording of zod', async () => {
    const response = await call(t, LOGIN, { body: { email: 'a@example.test', password: 'x', role_name: 'Admin' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(Object.values(MSG)).toContain(response.body.message);
  });
});

describe('log-in rate limits', () => {
  it('refuses the 11th try for one e-mail from one address within 15 minutes, other addresses unaffected', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await loginFrom('10.1.0.1', { email: member.email, password: 'Wrong@1234' });
      expect(wrong.status).toBe(400);
    }
    const blocked = await loginFrom('10.1.0.1', { email: member.email.toUpperCase(), password: member.password });
    expect(blocked).toEqual({ status: 429, body: { success: false, message: MSG.rateLimited, code: 'RATE_LIMITED' } });
    expect((await loginFrom('10.1.0.1', { email: other.email, password: other.password })).status).toBe(200);
    expect((await loginFrom('10.1.0.2', { email: member.email, password: member.password })).status).toBe(200);

    t.clock.advanceSeconds(15 * 60 - 1);
    expect((await loginFrom('10.1.0.1', { email: member.email, password: member.password })).status).toBe(429);
    t.clock.advanceSeconds(1);
    expect((await loginFrom('10.1.0.1', { email: member.email, password: member.password })).status).toBe(200);
  });

  it('never locks the owner out: failures from many addresses slow the account down, the right password gets in', async () => {
    const member = await createMember(t);
    const durations: number[] = [];
    for (let attempt = 1; attempt <= SLOWDOWN_AFTER_FAILURES + 1; attempt += 1) {
      const started = performance.now();
      const wrong = await loginFrom(`10.3.0.${attempt}`, { email: member.email, password: 'Wrong@1234' });
      durations.push(performance.now() - started);
      expect(wrong.status).toBe(400);
    }
    // Each address stayed under its own limit; the try after ten failures of the account waited.
    expect(durations.at(-1)).toBeGreaterThanOrEqual(loginSlowdownMs(SLOWDOWN_AFTER_FAILURES) - 20);
    const owner = await loginFrom('10.3.1.1', { email: member.email, password: member.password });
    expect(owner.status).toBe(200);
    expect(loginSlowdownMs(1_000)).toBeLessThanOrEqual(4_000);
  });

  it('never refuses right passwords: a member signing in on many devices behind one address', async () => {
    const member = await createMember(t);
    const limit = RATE_RULES.loginPerAccountAndIp.max;
    for (let signIn = 1; signIn <= limit * 3; signIn += 1) {
      const response = await loginFrom('10.4.0.1', { email: member.email, password: member.password });
      expect([signIn, response.status]).toEqual([signIn, 200]);
    }
    // Failures still count, whatever right passwords came before them.
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      expect((await loginFrom('10.4.0.1', { email: member.email, password: 'Wrong@1234' })).status).toBe(400);
    }
    const refused = await loginFrom('10.4.0.1', { email: member.email, password: member.password });
    expect(refused).toEqual({ status: 429, body: { success: false, message: MSG.rateLimited, code: 'RATE_LIMITED' } });
  });

  it('never refuses an operator whose password is right, and still refuses one guessing', async () => {
    const operator = await createMember(t, { role: ROLE.admin });
    const limit = RATE_RULES.loginPerAccountAndIp.max;
    const signin = (password: string) =>
      call(t, routes.operatorSignin, { body: { email: operator.email, password }, ip: '10.4.1.1' });
    for (let signIn = 1; signIn <= limit + 2; signIn += 1) {
      expect([signIn, (await signin(operator.password)).status]).toEqual([signIn, 200]);
      // Past the minute before another code may be mailed; all of it inside the limit's 15 minutes.
      t.clock.advanceSeconds(61);
    }
    for (let attempt = 1; attempt <= limit; attempt += 1) expect((await signin('Wrong@1234')).status).toBe(400);
    expect((await signin(operator.password)).status).toBe(429);
  });

  it("counts only failures toward the address's own limit too", async () => {
    const members = await Promise.all(Array.from({ length: 3 }, () => createMember(t)));
    for (let round = 1; round <= RATE_RULES.loginPerIp.max / 2; round += 1) {
      for (const member of members) {
        expect((await loginFrom('10.5.0.1', { email: member.email, password: member.password })).status).toBe(200);
      }
    }
  });

  it('refuses the 61st try from one address within 15 minutes, whatever the e-mails', async () => {
    const member = await createMember(t);
    for (let attempt = 1; attempt <= 60; attempt += 1) {
      const response = await loginFrom('10.2.0.1', { email: `stranger${attempt}@example.test`, password: 'x' });
      expect(response.status).toBe(400);
    }
    const blocked = await loginFrom('10.2.0.1', { email: member.email, password: member.password });
    expect(blocked).toEqual({ status: 429, body: { success: false, message: MSG.rateLimited, code: 'RATE_LIMITED' } });
    expect((await loginFrom('10.2.0.2', { email: member.email, password: member.password })).status).toBe(200);
  });
});

describe('bodies the server cannot read, and unknown routes', () => {
  it('answers malformed JSON and an empty JSON body with 400 BAD_JSON', async () => {
    const badJson = { status: 400, body: { success: false, message: MSG.badJson, code: 'BAD_JSON' } };
    expect(await raw({ contentType: 'application/json', payload: '{"email": "a@example.test",' })).toEqual(badJson);
    expect(await raw({ contentType: 'application/json', payload: '' })).toEqual(badJson);
  });

  it('answers a JSON body over BODY_LIMIT_BYTES (64 KiB) with 413, and one under it normally', async () => {
    const body = (size: number) => JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(size) });
    expect(await raw({ contentType: 'application/json', payload: body(65 * 1024) })).toEqual({
      status: 413,
      body: { success: false, message: MSG.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' },
    });
    const underLimit = await raw({ contentType: 'application/json', payload: body(60 * 1024) });
    expect(underLimit).toEqual({
      status: 400,
      body: { success: false, message: MSG.loginInvalid, code: 'VALIDATION' },
    });
  });

  it('answers a text/plain body with 415 or 400 in the envelope', async () => {
    const response = await raw({ contentType: 'text/plain', payload: 'email=a@example.test&password=x' });
    expect([400, 415]).toContain(response.status);
    expect(response.body).toMatchObject({ success: false, message: expect.any(String), code: expect.any(String) });
  });

  it('answers a JSON null body with 400 and the generic invalid-request message', async () => {
    expect(await raw({ contentType: 'application/json', payload: 'null' })).toEqual({
      status: 400,
      body: { success: false, message: MSG.invalidRequest, code: 'VALIDATION' },
    });
  });

  // Paths no route of the contract has, written out on purpose.
  it('answers an unknown route with 404 NOT_FOUND in the envelope', async () => {
    const notFound = { status: 404, body: { success: false, message: MSG.notFound, code: 'NOT_FOUND' } };
    expect(await raw({ url: '/publicApi/noSuchCall', contentType: 'application/json', payload: '{}' })).toEqual(
      notFound,
    );
    expect(await raw({ url: '/sellerApi/noSuchCall', method: 'GET' })).toEqual(notFound);
  });
});
