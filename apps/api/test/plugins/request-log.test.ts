import { Writable } from 'node:stream';
import { MAINTENANCE_OFF, routes } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import type { AppContext } from '../../src/context';
import { forgetSettings } from '../../src/core/settings';
import { loggerOptions } from '../../src/lib/log-redaction';
import { upsertSetting } from '../../src/modules/settings/settings.repository';
import { createTestApp, randomTxHash, signedInMember, type TestContext } from '../helper';

type LogLine = {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url?: string };
  res?: { statusCode?: number };
  err?: unknown;
};

const INFO = 30;
const WARN = 40;
let t: TestContext;
const opened: App[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of opened) await app.close();
  await t.close();
});

/** The real app logging as the server does (same options, same redaction), into an array of parsed lines. */
async function appWithCapturedLog(options: { level: string; ctx?: AppContext }) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  const app = await buildApp({ ctx: options.ctx ?? t.ctx, logger: { ...loggerOptions(options.level), stream } });
  opened.push(app);
  return { app, lines };
}

describe('request logging', () => {
  it('writes nothing at info level for an ordinary 200', async () => {
    const { app, lines } = await appWithCapturedLog({ level: 'info' });
    for (const url of ['/healthz', '/readyz', '/publicApi/settings']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(lines).toEqual([]);
  });

  it('writes one debug line per request at LOG_LEVEL=debug, with the request id and no query string', async () => {
    const { app, lines } = await appWithCapturedLog({ level: 'debug' });
    const response = await app.inject({ method: 'GET', url: '/healthz?email=someone@example.com' });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, msg: 'request completed', req: { url: '/healthz' } });
    expect(lines[0]?.res?.statusCode).toBe(200);
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });

  it('still logs a failing request (5xx) with its request id', async () => {
    const failingDb = { execute: () => Promise.reject(new Error('connection refused')) };
    const ctx = { ...t.ctx, db: failingDb as unknown as AppContext['db'] };
    const { app, lines } = await appWithCapturedLog({ level: 'info', ctx });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    const failed = lines.find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({ req: { url: '/readyz' }, res: { statusCode: 503 } });
    expect(failed?.level).toBeGreaterThan(INFO);
    expect(failed?.reqId).toEqual(expect.any(String));
  });

  it('logs a request slower than LOG_SLOW_REQUEST_MS at warn', async () => {
    const ctx = { ...t.ctx, config: { ...t.ctx.config, LOG_SLOW_REQUEST_MS: 0 } };
    const { app, lines } = await appWithCapturedLog({ level: 'info', ctx });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'slow request', req: { url: '/healthz' } });
  });

  // docs/product.md#maintenance: the refusal is maintenance working as designed, not a fault. Logged at ERROR with a
  // stack it would page whoever watches the errors, once per member's try, for as long as maintenance lasts.
  it('logs a maintenance refusal (503 MAINTENANCE) as one warn line at most, without a stack', async () => {
    const member = await signedInMember(t);
    const { app, lines } = await appWithCapturedLog({ level: 'info' });
    const maintenance = { on: true, message: { en: 'Upgrading' }, until: null, since: t.clock.now().toISOString() };
    await upsertSetting(t.ctx.db, { key: 'maintenance', value: maintenance, now: t.clock.now() });
    forgetSettings(t.ctx.db);
    try {
      const refused = await app.inject({
        method: 'POST',
        url: routes.addFund.member.path,
        headers: { authorization: `Bearer ${member.token}` },
        payload: { amount: 50, transaction_id: randomTxHash() },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ success: false, code: 'MAINTENANCE' });
    } finally {
      await upsertSetting(t.ctx.db, { key: 'maintenance', value: MAINTENANCE_OFF, now: t.clock.now() });
      forgetSettings(t.ctx.db);
    }
    const loud = lines.filter((line) => line.level >= WARN);
    expect(loud.map((line) => [line.level, line.msg])).toEqual([[WARN, 'request failed']]);
    expect(loud[0]).toMatchObject({ res: { statusCode: 503 } });
    expect(loud[0]?.err).toBeUndefined();
    expect(JSON.stringify(lines)).not.toMatch(/stack| {4}at /);
  });
});
