import path from 'node:path';
import { MSG, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { otps, rateLimits, withdrawals } from '../../../src/db/schema';
import { createOutboxMailer } from '../../../src/lib/mailer';
import {
  call,
  countMails,
  newOperatorToken,
  nextClientIp,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';
import { ADDRESS, earnIncome, requestWithdrawal } from '../../withdrawal-kit';

// The mail server is real (the outbox) until a test makes it refuse, as an SMTP server that is down would.
let isMailDown = false;
const t = useTestApp({
  mailer: (config) => {
    const outbox = createOutboxMailer({ dir: path.join(config.DATA_DIR, 'outbox') });
    return {
      ...outbox,
      send: (message) => (isMailDown ? Promise.reject(new Error('SMTP down')) : outbox.send(message)),
    };
  },
});
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

const ask = (member: { token: string }, amount: number) =>
  call(t, routes.withdrawalRequest.member, {
    body: { address: ADDRESS, amount },
    token: member.token,
    ip: nextClientIp(),
  });

describe('withdrawal requests refused before any code', () => {
  it('forgets a request whose code could not be mailed', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    isMailDown = true;
    const response = await ask(member, 30).finally(() => {
      isMailDown = false;
    });
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 503,
      message: MSG.mailFailed,
    });
    expect(await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, member.id))).toEqual([]);
    expect(await countMails(t, member.email)).toBe(0);
  });

  it('answers 429 past 20 requests of one member in an hour, from any address', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    for (let index = 0; index < 20; index += 1) await requestWithdrawal(t, { member, amount: 30 });
    const response = await ask(member, 30);
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 429,
      message: MSG.rateLimited,
    });
  });

  it('refuses a request that would pay nothing out after the charge', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const saved = await saveSettings(t, operator, { withdrawalChargePercent: 100 });
    expect(saved.status).toBe(200);
    const response = await ask(member, 30);
    await saveSettings(t, operator, { withdrawalChargePercent: 5 });
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message: MSG.withdrawalNothingLeft,
    });
  });
});

describe('code checks from one address', () => {
  it('answers 429 past 60 in a quarter of an hour, and the refused check takes none of the code tries', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const { id, otp } = await requestWithdrawal(t, { member, amount: 30 });
    const verify = (ip: string) =>
      call(t, routes.withdrawalVerify.member, {
        body: { address: ADDRESS, amount: 30, otp, _id: id },
        token: member.token,
        ip,
      });
    const busy = nextClientIp();
    // Sixty checks from this address already, in this window.
    await t.ctx.db.insert(rateLimits).values({ key: `otp-verify:ip:${busy}`, windowStart: t.ctx.clock(), hits: 60 });
    const limited = await verify(busy);
    expect({ status: limited.status, message: limited.body.message }).toEqual({
      status: 429,
      message: MSG.rateLimited,
    });
    const [code] = await t.ctx.db.select().from(otps).where(eq(otps.subject, member.id));
    expect(code?.attempts).toBe(0);
    expect((await verify(nextClientIp())).status).toBe(200);
  });
});
