import { MSG, routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query';
import { platformJobs, startTimerJobs } from '../../src/jobs/background-jobs';
import { call, createMember, nextClientIp, readLatestOtp, useTestApp } from '../helper';

// The hourly purge keeps the tables that every visitor writes to (codes, rate-limit counters) from growing with
// every address and e-mail ever seen, without changing what any request is answered.

const t = useTestApp();
const NEW_PASSWORD = 'Fresh@2026';

async function runHourlyPurge() {
  const jobs = startTimerJobs(platformJobs(t.ctx), t.app.log);
  try {
    await jobs.runNow('withdrawal-request-expiry');
  } finally {
    await jobs.stop();
  }
}

async function countRows(table: 'otps' | 'rate_limits', like: string) {
  const column = table === 'otps' ? sql`subject` : sql`key`;
  const [row] = await queryRows<{ total: number }>(
    t.ctx.db,
    sql`select count(*)::int as total from ${sql.raw(table)} where ${column} like ${like}`,
  );
  return row?.total ?? 0;
}

describe('hourly purge', () => {
  it('forgets an unused code once it expired, and the code is still refused as expired', async () => {
    const member = await createMember(t);
    const body = { email: member.email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, role_name: 'User' };
    expect((await call(t, routes.resetOtp, { body })).status).toBe(200);
    const otp = await readLatestOtp(t, member.email);

    await runHourlyPurge();
    expect(await countRows('otps', member.email)).toBe(1);

    t.clock.advanceSeconds(11 * 60);
    await runHourlyPurge();
    expect(await countRows('otps', member.email)).toBe(0);
    const late = await call(t, routes.resetVerify, { body: { ...body, otp } });
    expect(late).toMatchObject({ status: 400, body: { message: MSG.otpExpired, code: 'OTP_INVALID' } });
  });

  it('forgets rate-limit counters once the longest window ended, and keeps those still counting', async () => {
    const member = await createMember(t);
    const ip = nextClientIp();
    const wrong = { email: member.email, password: 'Wrong@2026x', role_name: 'User' };
    expect((await call(t, routes.login, { body: wrong, ip })).status).toBe(400);
    const pattern = `%${ip}%`;
    expect(await countRows('rate_limits', pattern)).toBeGreaterThan(0);

    // Past the log-in's 15 minutes but inside the hour of the longest rule: kept.
    t.clock.advanceSeconds(30 * 60);
    await runHourlyPurge();
    expect(await countRows('rate_limits', pattern)).toBeGreaterThan(0);

    t.clock.advanceSeconds(31 * 60);
    const other = nextClientIp();
    expect((await call(t, routes.login, { body: wrong, ip: other })).status).toBe(400);
    await runHourlyPurge();
    expect(await countRows('rate_limits', pattern)).toBe(0);
    expect(await countRows('rate_limits', `%${other}%`)).toBeGreaterThan(0);
  });
});
