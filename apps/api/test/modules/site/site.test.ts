import { CONTACT_DESCRIPTION_MAX, CONTACT_NAME_MAX, MSG, routes } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import { SETTING_DEFAULTS } from '../../../src/modules/settings/settings.service';
import { call, countMails, newOperatorToken, useTestApp } from '../../helper';

const t = useTestApp();

const NEWSLETTER = routes.newsletter;
const CONTACT = routes.contactMember;
const rateLimited = { success: false, message: MSG.rateLimited, code: 'RATE_LIMITED' };

// Each test calls from its own address, so the per-IP limits of one test never reach another.
let ipSequence = 0;
function nextIp() {
  ipSequence += 1;
  return `10.0.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

function send(route: typeof NEWSLETTER | typeof CONTACT, body: Record<string, unknown>, ip = nextIp()) {
  return call(t, route, { body, ip });
}

function contact(overrides: Record<string, unknown> = {}) {
  return { name: 'Asha Rao', email: 'asha@example.test', description: 'Do you build mobile apps?', ...overrides };
}

async function subscriberCount(email: string) {
  const rows = await t.ctx.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
  return rows.length;
}

describe('POST /publicApi/newsletter', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing e-mail', {}, MSG.siteEmailRequired],
    ['an empty e-mail', { email: '' }, MSG.siteEmailRequired],
    ['a blank e-mail', { email: '   ' }, MSG.siteEmailRequired],
    ['a number for the e-mail', { email: 42 }, MSG.siteEmailRequired],
    ['a malformed e-mail', { email: 'reader@example' }, MSG.siteEmailInvalid],
    ['an e-mail of 300 characters', { email: `${'a'.repeat(290)}@example.test` }, MSG.siteEmailInvalid],
  ];
  it.each(cases)('refuses %s', async (_name, body, message) => {
    expect(await send(NEWSLETTER, body)).toEqual({
      status: 400,
      body: { success: false, message, code: 'VALIDATION' },
    });
  });

  it('stores an address once, whatever its letter case, and answers a repeat kindly', async () => {
    const first = await send(NEWSLETTER, { email: ' Reader.One@Example.TEST ' });
    expect(first).toEqual({ status: 200, body: { success: true, message: MSG.newsletterSubscribed } });
    const again = await send(NEWSLETTER, { email: 'reader.one@example.test' });
    expect(again).toEqual({ status: 200, body: { success: true, message: MSG.newsletterAlreadySubscribed } });
    expect(await subscriberCount('reader.one@example.test')).toBe(1);
  });

  it('keeps one row for 10 concurrent subscriptions of one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        send(NEWSLETTER, { email: index % 2 ? 'RACE@example.test' : 'race@example.test' }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const messages = answers.map((answer) => answer.body.message);
    expect(messages.filter((message) => message === MSG.newsletterSubscribed)).toHaveLength(1);
    expect(await subscriberCount('race@example.test')).toBe(1);
  });

  it('answers 429 past 10 calls from one address in 15 minutes, and again after the window', async () => {
    const ip = nextIp();
    for (let index = 0; index < 10; index += 1) {
      expect((await send(NEWSLETTER, { email: `limit${index}@example.test` }, ip)).status).toBe(200);
    }
    expect(await send(NEWSLETTER, { email: 'limit-over@example.test' }, ip)).toEqual({
      status: 429,
      body: rateLimited,
    });
    expect(await subscriberCount('limit-over@example.test')).toBe(0);
    t.clock.advanceSeconds(15 * 60);
    expect((await send(NEWSLETTER, { email: 'limit-over@example.test' }, ip)).status).toBe(200);
  });
});

describe('POST /publicApi/contactMember', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['an empty body, name first', {}, MSG.contactNameRequired],
    ['a blank name', contact({ name: '  ' }), MSG.contactNameRequired],
    ['a long name', contact({ name: 'n'.repeat(CONTACT_NAME_MAX + 1) }), MSG.contactNameTooLong],
    ['a missing e-mail', contact({ email: undefined }), MSG.siteEmailRequired],
    ['a malformed e-mail', contact({ email: 'asha at example' }), MSG.siteEmailInvalid],
    ['a missing description', contact({ description: undefined }), MSG.contactDescriptionRequired],
    ['an empty description', contact({ description: '' }), MSG.contactDescriptionRequired],
    [
      'a long description',
      contact({ description: 'd'.repeat(CONTACT_DESCRIPTION_MAX + 1) }),
      MSG.contactDescriptionTooLong,
    ],
  ];
  it.each(cases)('refuses %s', async (_name, body, message) => {
    expect(await send(CONTACT, body)).toEqual({ status: 400, body: { success: false, message, code: 'VALIDATION' } });
  });

  it('mails the default contact address when the operator set none', async () => {
    const before = await countMails(t, SETTING_DEFAULTS.contactEmail);
    expect((await send(CONTACT, contact())).status).toBe(200);
    expect(await countMails(t, SETTING_DEFAULTS.contactEmail)).toBe(before + 1);
  });

  it("stores the message and mails it to the operator's contact address, replying to the sender", async () => {
    const operator = await newOperatorToken(t);
    const saved = await call(t, routes.adminSettingsUpdate, {
      body: { contactEmail: 'desk@company.test' },
      token: operator,
    });
    expect(saved.status).toBe(200);

    const description = 'We need a shop site.\nCan you call me on Monday?';
    const response = await send(CONTACT, contact({ name: 'Ravi Kumar', email: 'Ravi@Example.test', description }));
    expect(response).toEqual({ status: 200, body: { success: true, message: MSG.contactSent } });

    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, 'ravi@example.test'));
    expect(row).toMatchObject({ name: 'Ravi Kumar', description });
    expect(row?.mailedAt).toBeInstanceOf(Date);

    const [mail] = await readOutbox({ dir: t.outboxDir, to: 'desk@company.test' });
    expect(mail).toMatchObject({ replyTo: 'ravi@example.test', subject: 'Contact form: Ravi Kumar' });
    expect(mail?.text).toContain(description);
  });

  it('answers 429 past 5 messages from one address in 15 minutes, storing none of the extra', async () => {
    const ip = nextIp();
    for (let index = 0; index < 5; index += 1) {
      expect((await send(CONTACT, contact({ email: 'flood@example.test' }), ip)).status).toBe(200);
    }
    expect(await send(CONTACT, contact({ email: 'flood@example.test' }), ip)).toEqual({
      status: 429,
      body: rateLimited,
    });
    const rows = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, 'flood@example.test'));
    expect(rows).toHaveLength(5);
  });
});

describe('malformed requests', () => {
  async function raw(url: string, payload: string, contentType = 'application/json') {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType },
      remoteAddress: nextIp(),
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  it.each([NEWSLETTER.path, CONTACT.path])('%s answers 4xx envelopes, never a 500', async (url) => {
    expect(await raw(url, '{"email":')).toMatchObject({ status: 400, body: { success: false, code: 'BAD_JSON' } });
    expect(await raw(url, '')).toMatchObject({ status: 400, body: { success: false, code: 'BAD_JSON' } });
    expect(await raw(url, '["a@b.test"]')).toMatchObject({ status: 400, body: { success: false } });
    expect(await raw(url, 'email=a@b.test', 'text/plain')).toMatchObject({ status: 400, body: { success: false } });
    expect(await raw(url, '<a/>', 'application/xml')).toMatchObject({ status: 415, body: { success: false } });
    const huge = JSON.stringify(contact({ description: 'x'.repeat(100_000) }));
    expect(await raw(url, huge)).toMatchObject({ status: 413, body: { success: false, code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('when the mail server fails', () => {
  const failing = useTestApp({
    mailer: () => ({
      kind: 'smtp',
      send: () => Promise.reject(new Error('SMTP down')),
      close: async () => {},
    }),
  });

  it('keeps the message unmailed and still thanks the sender', async () => {
    const response = await call(failing, CONTACT, { body: contact({ email: 'late@example.test' }) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: MSG.contactSent });
    const rows = await failing.ctx.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'late@example.test', mailedAt: null });
  });
});
