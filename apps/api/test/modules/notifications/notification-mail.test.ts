import { ROLE, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/db/schema';
import { platformJobs, startTimerJobs } from '../../../src/jobs/background-jobs';
import { MAX_MAIL_ATTEMPTS, sendNotificationMails } from '../../../src/modules/notifications/notification-mail.job';
import {
  call,
  createMember,
  dataOf,
  nextClientIp,
  randomTxHash,
  signedInMember,
  type TestContext,
  useTestApp,
} from '../../helper';
import { useTestSmtp } from '../../smtp-kit';

// The notification-mail job over real SMTP (docs/product.md#notifications): a mail server that is down fails no
// request, its mails are retried with backoff and given up after MAX_MAIL_ATTEMPTS; two runs at once send each once.

const smtp = useTestSmtp();
const { mailsTo } = smtp;
const t = useTestApp({ mailer: smtp.mailer });
let operator: string;

/** An operator signed in with the code read from the SMTP server (this app has no outbox). */
async function newOperatorToken(app: TestContext = t) {
  const account = await createMember(app, { role: ROLE.admin });
  const ip = nextClientIp();
  const started = await call(app, routes.operatorSignin, {
    body: { email: account.email, password: account.password },
    ip,
  });
  const raw = mailsTo(account.email).at(-1)?.raw ?? '';
  const otp = /Your verification code is (\d{6})\./.exec(raw)?.[1];
  const verified = await call(app, routes.operatorVerify, { body: { _id: dataOf(started)._id, otp }, ip });
  if (!verified.body.api_token) throw new Error(`operator not signed in: ${verified.body.message}`);
  return verified.body.api_token;
}

beforeAll(async () => {
  operator = await newOperatorToken();
});

/** A member whose deposit the operator just approved: one pending notification mail. */
async function approvedDeposit(app: TestContext = t, operatorToken = operator) {
  const member = await signedInMember(app);
  const submitted = await call(app, routes.addFund.member, {
    body: { amount: 30, transaction_id: randomTxHash() },
    token: member.token,
  });
  const approved = await call(app, routes.adminDepositApprove, {
    params: { _id: dataOf(submitted)._id },
    token: operatorToken,
  });
  return { member, approved };
}

async function rowOf(userId: string) {
  const [row] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  if (!row) throw new Error('no notification');
  return row;
}

describe('when the mail server is down', () => {
  it('the request still succeeds, and the job retries the mail with backoff until it is sent', async () => {
    await smtp.stop();
    const { member, approved } = await approvedDeposit();
    expect(approved.status).toBe(200);
    await sendNotificationMails(t.ctx);
    expect(await rowOf(member.id)).toMatchObject({ mailState: 'pending', mailAttempts: 1 });
    // Not due again before its backoff.
    await sendNotificationMails(t.ctx);
    expect((await rowOf(member.id)).mailAttempts).toBe(1);

    await smtp.start();
    t.clock.advanceSeconds(61);
    await sendNotificationMails(t.ctx);
    expect(await rowOf(member.id)).toMatchObject({ mailState: 'sent', mailAttempts: 2 });
    const [mail, ...more] = mailsTo(member.email);
    expect(more).toEqual([]);
    expect(mail?.raw).toMatch(/^Subject: NexaTech: Deposit approved/m);
    await sendNotificationMails(t.ctx);
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it(`gives a mail up after ${MAX_MAIL_ATTEMPTS} attempts; the centre still shows it`, async () => {
    await smtp.stop();
    const { member } = await approvedDeposit();
    try {
      for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS + 1; attempt += 1) {
        await sendNotificationMails(t.ctx);
        t.clock.advanceSeconds(60 * 2 ** attempt);
      }
    } finally {
      await smtp.start();
    }
    expect(await rowOf(member.id)).toMatchObject({ mailState: 'failed', mailAttempts: MAX_MAIL_ATTEMPTS });
    await sendNotificationMails(t.ctx);
    expect(mailsTo(member.email)).toEqual([]);
    const centre = await call(t, routes.notifications.member, { token: member.token });
    expect(dataOf(centre).docs.map((doc) => doc.title)).toEqual(['Deposit approved']);
  });
});

describe('two servers running the job at once', () => {
  it('send each mail once', async () => {
    // Sessions of this file may have aged past the operator's 12 hours above.
    operator = await newOperatorToken();
    const members = [];
    for (let index = 0; index < 25; index += 1) members.push((await approvedDeposit()).member);
    const runs = await Promise.all([sendNotificationMails(t.ctx), sendNotificationMails(t.ctx)]);
    expect(runs[0] + runs[1]).toBe(25);
    for (const member of members) expect(mailsTo(member.email)).toHaveLength(1);
    expect(await Promise.all([sendNotificationMails(t.ctx), sendNotificationMails(t.ctx)])).toEqual([0, 0]);
  });
});

describe('the background jobs', () => {
  it('include notification-mail, which sends what is pending, and the daily income digest', async () => {
    const { member } = await approvedDeposit();
    const jobs = startTimerJobs(platformJobs(t.ctx), t.app.log);
    try {
      expect(platformJobs(t.ctx).map((job) => job.name)).toEqual(
        expect.arrayContaining(['notification-mail', 'income-digest']),
      );
      await jobs.runNow('notification-mail');
    } finally {
      await jobs.stop();
    }
    expect(mailsTo(member.email)).toHaveLength(1);
    expect((await rowOf(member.id)).mailState).toBe('sent');
  });
});

/** The mail as read: quoted-printable's soft line breaks, which may split a long address, joined again. */
function textOf(raw: string | undefined) {
  return (raw ?? '').replace(/=\r\n/g, '');
}

describe('the links of a notification mail', () => {
  it('are whole addresses at the local server by default: the page it is about and the settings', async () => {
    const { member } = await approvedDeposit();
    await sendNotificationMails(t.ctx);
    const text = textOf(mailsTo(member.email)[0]?.raw);
    expect(text).toContain('See it here: http://localhost:3000/reacharge-list\r\n');
    expect(text).toContain('\r\nhttp://localhost:3000/settings');
  });

  describe('with PUBLIC_URL set', () => {
    const site = useTestApp({ mailer: smtp.mailer, env: { PUBLIC_URL: 'https://members.example.com/' } });

    it('are whole addresses on that site, with no doubled slash', async () => {
      const { member } = await approvedDeposit(site, await newOperatorToken(site));
      await sendNotificationMails(site.ctx);
      const text = textOf(mailsTo(member.email)[0]?.raw);
      expect(text).toContain('See it here: https://members.example.com/reacharge-list\r\n');
      expect(text).toContain('\r\nhttps://members.example.com/settings');
    });
  });
});
