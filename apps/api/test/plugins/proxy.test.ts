import { routes } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../src/core/rate-limit';
import { call, createTestApp, type TestContext } from '../helper';

let oneHop: TestContext;
let listed: TestContext;

beforeAll(async () => {
  [oneHop, listed] = await Promise.all([
    createTestApp({ env: { TRUST_PROXY: '1' } }),
    createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } }),
  ]);
});
afterAll(() => Promise.all([oneHop.close(), listed.close()]));

/** A contact form sent through the proxy at 127.0.0.1 with a client-chosen X-Forwarded-For. */
async function contactThroughProxy(t: TestContext, forwardedFor: string) {
  const response = await call(t, routes.contactMember, {
    body: { name: 'Visitor', email: 'visitor@example.test', description: 'Hello' },
    ip: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return response.status;
}

describe('TRUST_PROXY', () => {
  it.each([
    ['a hop count', () => oneHop],
    ['a list of proxy addresses', () => listed],
  ])('with %s, a client naming its own address in X-Forwarded-For is still limited', async (_label, target) => {
    const t = target();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= RATE_RULES.contactPerIp.max + 1; attempt += 1) {
      // The proxy appends the address it saw; whatever the client put before it is not believed.
      statuses.push(await contactThroughProxy(t, `198.51.100.${attempt}, 203.0.113.7`));
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another real client behind the same proxy is not affected.
    expect(await contactThroughProxy(t, '203.0.113.8')).toBe(200);
  });
});
