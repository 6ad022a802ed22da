import { MSG, ROLE, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { createMember, useTestApp } from '../helper';

// A refusal that ends by itself says when (docs/product.md#security): Retry-After, and for a limit the
// RateLimit-Policy and RateLimit fields of the IETF httpapi draft.
const t = useTestApp();

async function post(path: string, body: object, ip: string) {
  const response = await t.app.inject({ method: 'POST', url: path, payload: body, remoteAddress: ip });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

describe('a 429 says when to try again', () => {
  it('past a log-in limit: Retry-After is the rest of the window, with the limit named in the RateLimit fields', async () => {
    const member = await createMember(t);
    const login = { email: member.email, password: 'Wrong@1234', role_name: 'User' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await post(routes.login.path, login, '10.9.0.1')).status).toBe(400);
    }
    const blocked = await post(routes.login.path, login, '10.9.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: MSG.rateLimited, code: 'RATE_LIMITED' });
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    expect(blocked.headers['ratelimit-policy']).toBe('"login:account-ip";q=10;w=900');
    expect(blocked.headers.ratelimit).toBe('"login:account-ip";r=0;t=900');

    t.clock.advanceSeconds(10 * 60);
    const later = await post(routes.login.path, login, '10.9.0.1');
    expect(later.headers['retry-after']).toBe(String(5 * 60));
    expect(later.headers.ratelimit).toBe('"login:account-ip";r=0;t=300');
    t.clock.advanceSeconds(5 * 60);
    expect((await post(routes.login.path, login, '10.9.0.1')).status).toBe(400);
  });

  it('inside the resend cooldown of a code: Retry-After is the seconds left of the minute', async () => {
    const operator = await createMember(t, { role: ROLE.admin });
    const signin = { email: operator.email, password: operator.password };
    expect((await post(routes.operatorSignin.path, signin, '10.9.0.2')).status).toBe(200);
    t.clock.advanceSeconds(45);
    const again = await post(routes.operatorSignin.path, signin, '10.9.0.2');
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(MSG.otpCooldown);
    expect(again.headers['retry-after']).toBe('15');
    expect(again.headers['ratelimit-policy']).toBe('"otp-resend:operator-signin";q=1;w=60');
  });

  it('a refusal that does not end by itself carries no Retry-After', async () => {
    const refused = await post(routes.login.path, { email: 'nobody@example.test', password: 'x' }, '10.9.0.3');
    expect(refused.status).toBe(400);
    expect(refused.headers['retry-after']).toBeUndefined();
    expect(refused.headers.ratelimit).toBeUndefined();
  });
});
