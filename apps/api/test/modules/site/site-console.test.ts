import path from 'node:path';
import { MSG, NEWSLETTER_CSV_HEADER, pathWith, routes, SITE_CONSOLE_MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, newsletterSubscribers } from '../../../src/db/schema';
import { CSV_BATCH_SIZE } from '../../../src/lib/csv';
import { createOutboxMailer, readOutbox } from '../../../src/lib/mailer';
import { SETTING_DEFAULTS } from '../../../src/modules/settings/settings.service';
import { call, countMails, dataOf, newOperatorToken, nextClientIp, useTestApp } from '../../helper';

// The site's forms in the operator console: contact messages (a failed mail can be sent again) and the
// newsletter's subscribers, on screen and as a CSV download.

// The mail server is the outbox until a test makes it refuse, as an SMTP server that is down would.
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
beforeEach(async () => {
  isMailDown = false;
  await t.ctx.db.delete(contactMessages);
  await t.ctx.db.delete(newsletterSubscribers);
});

const DESK = SETTING_DEFAULTS.contactEmail;

/** Sends a message through the public form, with the mail server up or down; answers its stored row. */
async function submitContact(
  body: { name: string; email: string; description: string },
  options: { mailDown: boolean },
) {
  isMailDown = options.mailDown;
  t.clock.advanceSeconds(1);
  const answer = await call(t, routes.contactMember, { body, ip: nextClientIp() }).finally(() => {
    isMailDown = false;
  });
  expect(answer.status).toBe(200);
  const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
  if (!row) throw new Error('contact message not stored');
  return row;
}

const contacts = (query: { status?: string; page?: number } = {}) =>
  call(t, routes.adminContacts, { query, token: operator });
const resend = (id: string) => call(t, routes.adminContactResend, { params: { _id: id }, token: operator });
const resendAudits = async (id: string) =>
  (await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id))).filter(
    (entry) => entry.action === 'contact.resend',
  );

describe('GET /adminApi/contacts', () => {
  it('lists every message newest first with its mail status, and only the failed ones with status=failed', async () => {
    const description = 'Line one\n\n  indented <b>not html</b>\nLine three';
    const first = await submitContact(
      { name: 'Asha Rao', email: 'asha@example.test', description },
      { mailDown: true },
    );
    const second = await submitContact(
      { name: 'Ben Cho', email: 'ben@example.test', description: 'Hi' },
      { mailDown: false },
    );
    const third = await submitContact(
      { name: 'Cai Lin', email: 'cai@example.test', description: 'Hello' },
      { mailDown: true },
    );

    const all = dataOf(await contacts());
    expect(all).toMatchObject({ totalDocs: 3, page: 1, limit: 10, totalPages: 1 });
    expect(all.docs.map((row) => row._id)).toEqual([third.id, second.id, first.id]);
    expect(all.docs[2]).toEqual({
      _id: first.id,
      name: 'Asha Rao',
      email: 'asha@example.test',
      description,
      createdAt: first.createdAt.toISOString(),
      mailed: false,
      mailedAt: null,
    });
    expect(all.docs[1]).toMatchObject({ mailed: true, mailedAt: second.mailedAt?.toISOString() });

    const failed = dataOf(await contacts({ status: 'failed' }));
    expect(failed.totalDocs).toBe(2);
    expect(failed.docs.map((row) => row._id)).toEqual([third.id, first.id]);
    expect(dataOf(await contacts({ status: 'all' })).totalDocs).toBe(3);
    expect((await contacts({ status: 'mailed' })).status).toBe(400);
  });

  it('pages ten at a time', async () => {
    for (let index = 0; index < 12; index += 1) {
      await t.ctx.db.insert(contactMessages).values({
        name: `Visitor ${index}`,
        email: `v${index}@example.test`,
        description: 'Hi',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      });
    }
    const second = dataOf(await contacts({ page: 2 }));
    expect(second).toMatchObject({ totalDocs: 12, page: 2, totalPages: 2 });
    expect(second.docs.map((row) => row.name)).toEqual(['Visitor 1', 'Visitor 0']);
  });
});

describe('POST /adminApi/contacts/:_id/resend', () => {
  it('mails the message to the contact address with the form template, marks it mailed and audits it', async () => {
    const description = 'Two lines\nof text';
    const stored = await submitContact(
      { name: 'Asha Rao', email: 'asha@example.test', description },
      { mailDown: true },
    );
    const mailsBefore = await countMails(t, DESK);
    t.clock.advanceSeconds(60);

    const answer = await resend(stored.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: SITE_CONSOLE_MSG.contactResent,
      data: {
        _id: stored.id,
        name: 'Asha Rao',
        email: 'asha@example.test',
        description,
        createdAt: stored.createdAt.toISOString(),
        mailed: true,
        mailedAt: t.clock.now().toISOString(),
      },
    });
    expect(await countMails(t, DESK)).toBe(mailsBefore + 1);
    const [mail] = await readOutbox({ dir: t.outboxDir, to: DESK, limit: 1 });
    expect(mail).toMatchObject({ subject: 'Contact form: Asha Rao', replyTo: 'asha@example.test' });
    expect(mail?.text).toContain(description);

    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, stored.id));
    expect(row?.mailedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(dataOf(await contacts({ status: 'failed' })).totalDocs).toBe(0);

    const audits = await resendAudits(stored.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ targetType: 'contact', details: { to: DESK } });
    const logged = dataOf(await call(t, routes.adminAudit, { query: { action: 'contact.resend' }, token: operator }));
    expect(logged.docs.map((entry) => entry.targetId)).toContain(stored.id);
  });

  it('answers 409 for a message mailed already, and mails nothing', async () => {
    const stored = await submitContact(
      { name: 'Ben Cho', email: 'ben@example.test', description: 'Hi' },
      { mailDown: false },
    );
    const mailsBefore = await countMails(t, DESK);
    expect(await resend(stored.id)).toEqual({
      status: 409,
      body: { success: false, message: SITE_CONSOLE_MSG.contactAlreadyMailed, code: 'CONFLICT' },
    });
    expect(await countMails(t, DESK)).toBe(mailsBefore);
    expect(await resendAudits(stored.id)).toHaveLength(0);
  });

  it('answers 503 when the mail fails again, and leaves the message unmailed and unaudited', async () => {
    const stored = await submitContact(
      { name: 'Cai Lin', email: 'cai@example.test', description: 'Hello' },
      { mailDown: true },
    );
    isMailDown = true;
    expect(await resend(stored.id)).toEqual({
      status: 503,
      body: { success: false, message: SITE_CONSOLE_MSG.contactResendFailed, code: 'MAIL_FAILED' },
    });
    isMailDown = false;
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, stored.id));
    expect(row?.mailedAt).toBeNull();
    expect(await resendAudits(stored.id)).toHaveLength(0);
    // Once the mail server is back, the resend goes through.
    expect((await resend(stored.id)).status).toBe(200);
  });

  it('answers 404 for an unknown message', async () => {
    expect(await resend('6a1e3c4b-9d2f-4e8a-b1c7-0f5d2e3a4b5c')).toEqual({
      status: 404,
      body: { success: false, message: MSG.notFound, code: 'NOT_FOUND' },
    });
  });
});

describe('GET /adminApi/newsletter', () => {
  it('lists the subscribers newest first, ten a page', async () => {
    for (let index = 0; index < 12; index += 1) {
      await t.ctx.db
        .insert(newsletterSubscribers)
        .values({ email: `reader${index}@example.test`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)) });
    }
    const first = dataOf(await call(t, routes.adminNewsletter, { token: operator }));
    expect(first).toMatchObject({ totalDocs: 12, page: 1, limit: 10, totalPages: 2 });
    expect(first.docs[0]).toEqual({
      _id: expect.any(String),
      email: 'reader11@example.test',
      createdAt: '2026-01-01T00:11:00.000Z',
    });
    const second = dataOf(await call(t, routes.adminNewsletter, { query: { page: 2 }, token: operator }));
    expect(second.docs.map((row) => row.email)).toEqual(['reader1@example.test', 'reader0@example.test']);
  });
});

describe('GET /adminApi/newsletter.csv', () => {
  const download = () =>
    t.app.inject({
      method: 'GET',
      url: pathWith(routes.adminNewsletterCsv.path, {}),
      headers: { authorization: `Bearer ${operator}` },
    });

  it('is a text/csv attachment with the header line only when nobody subscribed', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-[\d-]+\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(`${NEWSLETTER_CSV_HEADER}\r\n`);
  });

  it('quotes per RFC 4180, defuses spreadsheet formulas and lists every subscriber oldest first, UTC', async () => {
    const awkward = [
      ['plain@example.test', '2026-03-04T05:06:07.890Z'],
      ['=HYPERLINK("http://evil.test")@x.test', '2026-03-04T05:06:08Z'],
      ['+1@example.test', '2026-03-04T05:06:09Z'],
      ['-2@example.test', '2026-03-04T05:06:10Z'],
      ['@three@example.test', '2026-03-04T05:06:11Z'],
      ['comma,quote"@example.test', '2026-03-04T05:06:12Z'],
    ] as const;
    for (const [email, at] of awkward) {
      await t.ctx.db.insert(newsletterSubscribers).values({ email, createdAt: new Date(at) });
    }
    const lines = (await download()).body.split('\r\n');
    expect(lines).toEqual([
      'email,subscribed_at',
      'plain@example.test,2026-03-04 05:06:07',
      `"'=HYPERLINK(""http://evil.test"")@x.test",2026-03-04 05:06:08`,
      "'+1@example.test,2026-03-04 05:06:09",
      "'-2@example.test,2026-03-04 05:06:10",
      "'@three@example.test,2026-03-04 05:06:11",
      '"comma,quote""@example.test",2026-03-04 05:06:12',
      '',
    ]);
  });

  it('holds every row past several batches, each once, in order', async () => {
    const total = CSV_BATCH_SIZE * 2 + 5;
    const start = Date.UTC(2026, 0, 1);
    // Pairs share a time, so the batches' boundaries fall between rows of equal subscribed_at too.
    const rows = Array.from({ length: total }, (_, index) => ({
      email: `bulk${String(index).padStart(5, '0')}@example.test`,
      createdAt: new Date(start + Math.floor(index / 2) * 1000),
    }));
    for (let index = 0; index < rows.length; index += 500) {
      await t.ctx.db.insert(newsletterSubscribers).values(rows.slice(index, index + 500));
    }
    const lines = (await download()).body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(total + 1);
    const emails = lines.slice(1).map((line) => line.split(',')[0]);
    expect(new Set(emails).size).toBe(total);
    expect(emails.toSorted()).toEqual(rows.map((row) => row.email));
    // Oldest first (rows of one time in id order).
    const times = lines.slice(1).map((line) => line.split(',')[1] ?? '');
    expect(times).toEqual(times.toSorted());
    expect(times[0]).toBe('2026-01-01 00:00:00');
    expect(times.at(-1)).toBe('2026-01-01 00:16:42');
  });
});
