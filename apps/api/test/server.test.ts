import { allRoutes, KYC_DOCUMENT_MAX_BYTES, MSG, pathWith, routes } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../src/core/after-response';
import { call, createMember, createTestApp, get, type TestContext } from './helper';

let t: TestContext;
let withCors: TestContext;
let production: TestContext;

beforeAll(async () => {
  [t, withCors, production] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { CORS_ORIGINS: 'https://app.example.com' } }),
    createTestApp({ env: { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), withCors?.close(), production?.close()]);
});

const notFound = { status: 404, body: { success: false, message: MSG.notFound, code: 'NOT_FOUND' } };

function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

async function preflight(target: TestContext, origin: string) {
  return target.app.inject({
    method: 'OPTIONS',
    url: routes.login.path,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
}

describe('health and API documentation', () => {
  it('GET /healthz answers 200 while the process lives; GET /readyz also checks the database', async () => {
    expect(await get(t, '/healthz')).toEqual({ status: 200, body: { success: true, message: 'ok' } });
    expect(await get(t, '/readyz')).toEqual({
      status: 200,
      body: { success: true, message: 'ready', data: { database: 'up', mail: 'outbox' } },
    });
  });

  it('GET /docs/json is an OpenAPI document with every route of the contract, protected ones marked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, Record<string, { security?: unknown }>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of allRoutes()) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      if (route.access !== 'public') expect(operation?.security, route.path).toEqual([{ bearer: [] }]);
    }
  });

  it('documents an upload as multipart/form-data: its text fields and a binary file, and no JSON body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    };
    for (const route of [routes.kycSubmit.member, routes.kycSubmit.vendor]) {
      const content = doc.paths[route.path]?.post?.requestBody?.content ?? {};
      expect(Object.keys(content), route.path).toEqual(['multipart/form-data']);
      expect(content['multipart/form-data']?.schema).toMatchObject({
        type: 'object',
        properties: {
          fullName: { type: 'string' },
          dateOfBirth: { type: 'string' },
          country: { type: 'string' },
          documentType: { enum: ['passport', 'national_id', 'driving_licence'] },
          documentNumber: { type: 'string' },
          document: { type: 'string', format: 'binary', maxLength: KYC_DOCUMENT_MAX_BYTES },
        },
        required: ['fullName', 'dateOfBirth', 'country', 'documentType', 'documentNumber', 'document'],
      });
    }
    const json = doc.paths[routes.login.path]?.post?.requestBody?.content ?? {};
    expect(Object.keys(json)).toEqual(['application/json']);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, nosniff and a frame policy on API answers', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: routes.login.path, payload: {} }),
      await t.app.inject({ method: 'GET', url: routes.profile.member.path }),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
    ];
    for (const response of answers) {
      const policy = String(response.headers['content-security-policy'] ?? '');
      const scriptSrc = directive(policy, 'script-src');
      expect(scriptSrc, policy).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(directive(policy, 'default-src')).toEqual(["'self'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toMatch(/^(SAMEORIGIN|DENY)$/);
    }
  });

  it('sends strict-transport-security in production only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const secure = await production.app.inject({ method: 'GET', url: '/healthz' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});

describe('URLs the router cannot take', () => {
  it('answers a path it cannot decode or an over-long parameter in the envelope, with the security headers', async () => {
    const longId = 'a'.repeat(150);
    const overLong = pathWith(routes.adminDepositApprove.path, { _id: longId });
    // Undecodable percent escapes: no route of the contract can name these.
    for (const url of ['/sellerApi/%ZZ', overLong, '/publicApi/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ success: false, message: MSG.invalidRequest, code: 'VALIDATION' });
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('CORS', () => {
  it('allows a preflight from a configured origin', async () => {
    const response = await preflight(withCors, 'https://app.example.com');
    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('gives no CORS permission to another origin, nor to any origin when none is configured', async () => {
    expect((await preflight(withCors, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(t, 'https://app.example.com')).headers['access-control-allow-origin']).toBeUndefined();
    const simple = await withCors.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('development mailbox', () => {
  it('lists the mails newest first outside production, and filters by recipient', async () => {
    const first = await createMember(t);
    const second = await createMember(t);
    for (const member of [first, second]) {
      const sent = await call(t, routes.resetOtp, {
        body: {
          email: member.email,
          password: 'Fresh@2026',
          confirmPassword: 'Fresh@2026',
        },
      });
      expect(sent.status).toBe(200);
    }
    await afterResponseSettled();
    const listed = await get(t, '/dev/mailbox.json');
    expect(listed.status).toBe(200);
    const mails = listed.body.data as { to: string; subject: string; text: string }[];
    expect(mails.map((mail) => mail.to).slice(0, 2)).toEqual([second.email, first.email]);
    expect(mails[0]?.subject).toMatch(/^Your NexaTech verification code: \d{6}$/);

    const filtered = await get(t, `/dev/mailbox.json?to=${encodeURIComponent(first.email)}`);
    expect((filtered.body.data as { to: string }[]).map((mail) => mail.to)).toEqual([first.email]);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(second.email);
  });

  it('answers only clients on this machine, never through a proxy', async () => {
    const refused = { success: false, message: MSG.devMailboxLocalOnly, code: 'FORBIDDEN' };
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '192.168.1.20' });
      expect([remote.statusCode, remote.json()]).toEqual([403, refused]);
      const proxied = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect([proxied.statusCode, proxied.json()]).toEqual([403, refused]);
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
    }
  });

  it('answers only a Host naming this machine, so a page rebound to 127.0.0.1 cannot read the codes', async () => {
    const refused = { success: false, message: MSG.devMailboxLocalOnly, code: 'FORBIDDEN' };
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      for (const host of [
        'attacker.example',
        'attacker.example:3000',
        'localhost.attacker.example',
        '127.0.0.1.nip.io',
      ]) {
        const rebound = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { host } });
        expect([host, rebound.statusCode, rebound.json()]).toEqual([host, 403, refused]);
      }
      for (const host of ['localhost:3000', 'LOCALHOST', '127.0.0.1:3100', '127.0.0.2', '[::1]:3000']) {
        const local = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { host } });
        expect([host, local.statusCode]).toEqual([host, 200]);
      }
    }
  });

  it('does not exist in production: /dev/mailbox and /dev/mailbox.json answer 404 in the envelope', async () => {
    expect(await get(production, '/dev/mailbox')).toEqual(notFound);
    expect(await get(production, '/dev/mailbox.json')).toEqual(notFound);
  });
});
