import { routes } from '@app/contract';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BackgroundJobs, platformJobs, startPgBossJobs, startTimerJobs } from '../../src/jobs/background-jobs';
import {
  call,
  createPackage,
  dataOf,
  eventually,
  fundMember,
  newOperatorToken,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../helper';

const t = useTestApp({ env: { SETTLEMENT_CHECK_SECONDS: '1' } });
let operator: string;
let packageId: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  packageId = await createPackage(t, operator, { title: 'Job test', price: 100, yield: 1, maturity: 10 });
});

async function memberWithOrder() {
  const member = await signedInMember(t);
  await fundMember(t, { token: member.token, operator, amount: 100 });
  const bought = await call(t, routes.purchasePackage.member, {
    body: { packageId, amount: 100, payment_mode_name: 'wallet' },
    token: member.token,
  });
  expect(bought.status).toBe(200);
  return member;
}

async function incomeOf(token: string) {
  return dataOf(await call(t, routes.profile.member, { token })).earningbalance;
}

const setAutoSettlement = (on: boolean) => saveSettings(t, operator, { autoSettlement: on });

describe('automatic daily settlement', () => {
  it('does nothing while the operator has it switched off', async () => {
    const member = await memberWithOrder();
    const jobs = startTimerJobs(platformJobs(t.ctx), t.app.log);
    await jobs.runNow('daily-settlement');
    await jobs.stop();
    expect(await incomeOf(member.token)).toBe(0);
  });

  it('pays due members on its timer once switched on, once a day', async () => {
    const member = await memberWithOrder();
    expect((await setAutoSettlement(true)).status).toBe(200);
    const jobs = startTimerJobs(platformJobs(t.ctx), t.app.log);
    try {
      await eventually(async () => (await incomeOf(member.token)) === 1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await incomeOf(member.token)).toBe(1);
    } finally {
      await jobs.stop();
      await setAutoSettlement(false);
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('runs as a pg-boss job on PostgreSQL', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const schema = `boss_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const member = await memberWithOrder();
    await setAutoSettlement(true);
    let jobs: BackgroundJobs | undefined;
    try {
      jobs = await startPgBossJobs(platformJobs(t.ctx), {
        connectionString: url,
        schema,
        log: t.app.log,
        pollingSeconds: 0.5,
      });
      await jobs.runNow('daily-settlement');
      await eventually(async () => (await incomeOf(member.token)) === 1);
    } finally {
      await jobs?.stop();
      await setAutoSettlement(false);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });
});
