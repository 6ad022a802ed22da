import { MSG, routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorKind } from '../../src/db/errors';
import { platformJobs, startPgBossJobs, startTimerJobs } from '../../src/jobs/background-jobs';
import { call, dataOf, get, newOperatorToken, randomTxHash, signedInMember, useTestApp } from '../helper';
import { metricsText as metricsTextOf, sampleOf, samples, scrape as scrapeFrom } from '../metrics-kit';

// GET /metrics on the real app: who may scrape it, what its labels may hold, and the platform's figures moving with
// what members and jobs do (docs/operations.md#metrics).

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

const scrape = (options: Parameters<typeof scrapeFrom>[1] = {}) => scrapeFrom(t, options);
const metricsText = () => metricsTextOf(t);

describe('who may scrape', () => {
  it('answers a scraper on this machine without a token, in the text format with the runtime metrics', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'nodejs_gc_duration_seconds']) {
      expect(response.body).toContain(`# TYPE ${name} `);
    }
  });

  it('refuses a client elsewhere without the token or with a wrong one, in the envelope, and takes the right one', async () => {
    const refused = { success: false, message: MSG.unauthenticated, code: 'UNAUTHENTICATED' };
    const without = await scrape({ ip: '203.0.113.9' });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toEqual(refused);
    const wrong = await scrape({ ip: '203.0.113.9', token: `${TOKEN.slice(0, -1)}X` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(refused);
    const right = await scrape({ ip: '203.0.113.9', token: TOKEN });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('nexatech_http_requests_total');
  });

  it('does not take a loopback address for local when a proxy forwarded the request', async () => {
    const proxied = await scrape({ headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(proxied.statusCode).toBe(401);
    expect((await scrape({ headers: { 'x-forwarded-for': '198.51.100.7' }, token: TOKEN })).statusCode).toBe(200);
  });
});

describe('HTTP metrics', () => {
  it('labels a request by its route template, never by the id in its path', async () => {
    const member = await signedInMember(t);
    const detail = await call(t, routes.adminMember, { params: { _id: member.id }, token: operator });
    expect(detail.status).toBe(200);
    const unknown = `no-such-page-${member.id}`;
    expect((await get(t, `/adminApi/${unknown}`, operator)).status).toBe(404);
    const text = await metricsText();
    const labels = { method: 'GET', route: '/adminApi/members/:_id', status_class: '2xx' };
    expect(sampleOf(text, 'nexatech_http_requests_total', labels)).toBe(1);
    expect(sampleOf(text, 'nexatech_http_request_duration_seconds_count', labels)).toBe(1);
    // Buckets count cumulatively, as Prometheus reads them: the one request is in +Inf and in 10 s.
    const bucket = (le: string) => sampleOf(text, 'nexatech_http_request_duration_seconds_bucket', { ...labels, le });
    expect([bucket('10'), bucket('+Inf')]).toEqual([1, 1]);
    expect(sampleOf(text, 'nexatech_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nexatech_http_request_duration_seconds histogram');
    expect(sampleOf(text, 'nexatech_http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThan(
      0,
    );
    expect(text).not.toContain(member.id);
    expect(text).not.toContain(unknown);
  });

  it('counts 5xx answers by code, present at 0 before the first', async () => {
    const text = await metricsText();
    expect(sampleOf(text, 'nexatech_http_server_errors_total', { code: '500' })).toBe(0);
    expect(sampleOf(text, 'nexatech_http_server_errors_total', { code: '503' })).toBe(0);
    for (const kind of ['timeout', 'connection_lost', 'read_only', 'other']) {
      expect(sampleOf(text, 'nexatech_db_errors_total', { kind })).toBe(0);
    }
  });

  it('tells database errors apart by kind', () => {
    const wrapped = (code: string, message = 'failed') => ({ message: 'Failed query', cause: { code, message } });
    expect(databaseErrorKind(wrapped('57014'))).toBe('timeout');
    expect(databaseErrorKind(wrapped('55P03'))).toBe('timeout');
    expect(databaseErrorKind({ message: 'timeout exceeded when trying to connect' })).toBe('timeout');
    expect(databaseErrorKind(wrapped('57P01'))).toBe('connection_lost');
    expect(databaseErrorKind({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' })).toBe('connection_lost');
    expect(databaseErrorKind(wrapped('25006'))).toBe('read_only');
    expect(databaseErrorKind(wrapped('42703'))).toBe('other');
    expect(databaseErrorKind(new Error('not the database'))).toBeNull();
  });
});

describe('the platform figures', () => {
  it('report the database pool on PostgreSQL only, and pg-boss queues only where pg-boss runs', async () => {
    const text = await metricsText();
    expect(sampleOf(text, 'nexatech_db_pool_connections') !== undefined).toBe(onPostgres);
    if (!onPostgres)
      expect(sampleOf(text, 'nexatech_job_queue_depth', { background_job: 'ledger-reconciliation' })).toBeUndefined();
  });

  it('move when a deposit is requested, waits and is approved', async () => {
    const before = await metricsText();
    expect(sampleOf(before, 'nexatech_deposits_pending')).toBe(0);
    expect(sampleOf(before, 'nexatech_deposits_pending_oldest_age_seconds')).toBe(0);
    const member = await signedInMember(t);
    const requested = await call(t, routes.addFund.member, {
      body: { amount: 50, transaction_id: randomTxHash() },
      token: member.token,
    });
    const { _id } = dataOf(requested);
    t.clock.advanceSeconds(120);
    const waiting = await metricsText();
    expect(sampleOf(waiting, 'nexatech_deposits_pending')).toBe(1);
    expect(sampleOf(waiting, 'nexatech_deposits_pending_oldest_age_seconds')).toBe(120);
    expect((await call(t, routes.adminDepositApprove, { params: { _id }, token: operator })).status).toBe(200);
    const approved = await metricsText();
    expect(sampleOf(approved, 'nexatech_deposits_pending')).toBe(0);
    expect(sampleOf(approved, 'nexatech_withdrawals_pending')).toBe(0);
    expect(sampleOf(approved, 'nexatech_balance_adjustments_pending')).toBe(0);
    expect(sampleOf(approved, 'nexatech_chain_recheck_lag_seconds')).toBe(0);
    expect(sampleOf(approved, 'nexatech_payouts_frozen')).toBe(0);
  });

  it("report a job's last success once it ran, with the reconciliation's result, on the timer", async () => {
    const before = await metricsText();
    expect(
      sampleOf(before, 'nexatech_job_last_success_age_seconds', { background_job: 'ledger-reconciliation' }),
    ).toBeUndefined();
    expect(sampleOf(before, 'nexatech_job_period_seconds', { background_job: 'ledger-reconciliation' })).toBe(900);
    const jobs = startTimerJobs(platformJobs(t.ctx), t.app.log);
    await jobs.runNow('ledger-reconciliation');
    await jobs.stop();
    t.clock.advanceSeconds(30);
    const after = await metricsText();
    expect(sampleOf(after, 'nexatech_job_last_success_age_seconds', { background_job: 'ledger-reconciliation' })).toBe(
      30,
    );
    expect(sampleOf(after, 'nexatech_reconciliation_ok')).toBe(1);
    expect(sampleOf(after, 'nexatech_reconciliation_problems')).toBe(0);
    expect(sampleOf(after, 'nexatech_reconciliation_age_seconds')).toBe(30);
  });

  it.runIf(onPostgres)('report a job run by pg-boss, whichever server worked it', async () => {
    const schema = `boss_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const url = process.env.TEST_DATABASE_URL as string;
    const jobs = await startPgBossJobs(platformJobs(t.ctx), {
      connectionString: url,
      schema,
      log: t.app.log,
      pollingSeconds: 0.5,
    });
    try {
      await jobs.runNow('platform-balance-fold');
      const deadline = Date.now() + 15_000;
      let age: number | undefined;
      while (age === undefined && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        age = sampleOf(await metricsText(), 'nexatech_job_last_success_age_seconds', {
          background_job: 'platform-balance-fold',
        });
      }
      expect(age).toBe(0);
    } finally {
      await jobs.stop();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });

  it('leave out a figure it cannot read, never report it as 0, and count the failure', async () => {
    const errors = (text: string) =>
      sampleOf(text, 'nexatech_metrics_collect_errors_total', { source: 'waiting_work' });
    const before = errors(await metricsText());
    await t.ctx.db.execute(sql`alter table balance_adjustments rename to balance_adjustments_away`);
    try {
      const text = await metricsText();
      expect(sampleOf(text, 'nexatech_deposits_pending')).toBeUndefined();
      expect(sampleOf(text, 'nexatech_withdrawals_pending')).toBeUndefined();
      expect(text).toContain('# TYPE nexatech_deposits_pending gauge');
      expect(errors(text)).toBe((before ?? 0) + 1);
      expect(sampleOf(text, 'nexatech_reconciliation_ok')).toBe(1);
    } finally {
      await t.ctx.db.execute(sql`alter table balance_adjustments_away rename to balance_adjustments`);
    }
  });

  it("never carries a member's e-mail or id in a label", async () => {
    const member = await signedInMember(t);
    await call(t, routes.adminMember, { params: { _id: member.id }, token: operator });
    await call(t, routes.profile.member, { token: member.token });
    const text = await metricsText();
    const values = samples(text).flatMap((each) => Object.values(each.labels));
    expect(values.length).toBeGreaterThan(20);
    for (const value of values) {
      expect(value).not.toContain(member.email);
      expect(value).not.toContain(member.id);
    }
    expect(text).not.toContain(member.email);
  });
});
