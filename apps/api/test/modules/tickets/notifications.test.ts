import { routes } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { companyName } from '../../../src/core/settings';
import { notifications, users } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import { sendNotificationMails } from '../../../src/modules/notifications/notification-mail.job';
import { call, dataOf, signedInMember, useTestApp } from '../../helper';
import { openTicket, operatorOf } from './support-kit';

// Support's reply reaches the member (docs/product.md#support, #notifications): a notification in their language
// linking the ticket, mailed by the notification job; an internal note tells nobody.

const t = useTestApp();
let support: Awaited<ReturnType<typeof operatorOf>>;

beforeAll(async () => {
  support = await operatorOf(t, 'support', 'Nora Notify');
});

/** A member who chose `locale` (null: none), with a ticket open. */
async function memberWithTicket(locale: 'es' | 'hi' | null, subject = 'Depósito perdido') {
  const member = await signedInMember(t, { fullName: `Locale ${locale ?? 'none'}` });
  await t.ctx.db.update(users).set({ locale }).where(eq(users.id, member.id));
  const ticket = await openTicket(t, member.token, { subject });
  return { member, ticket };
}

const reply = (id: string, body: Record<string, unknown>) =>
  call(t, routes.adminTicketMessage, { params: { _id: id }, body, token: support.token });
/** The member's ticket-answered notifications as their centre words them (no header: their stored language). */
const centreOf = async (token: string) =>
  dataOf(await call(t, routes.notifications.member, { token })).docs.filter((doc) => doc.kind === 'ticket-answered');
const noticesOf = (userId: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'ticket-answered')));

/** The mails sent to `to`, after the notification job ran. */
async function mailsAfterJob(to: string) {
  await sendNotificationMails(t.ctx);
  await afterResponseSettled();
  return readOutbox({ dir: t.outboxDir, to, limit: 50 });
}

describe('a reply notifies the member', () => {
  it('writes a ticket-answered notification in English by default, linking the ticket, and mails it once', async () => {
    const { member, ticket } = await memberWithTicket(null, 'Missing deposit');
    expect(await noticesOf(member.id)).toEqual([]);
    expect((await reply(ticket._id, { message: 'Found it.' })).status).toBe(200);
    const [notice, ...more] = await noticesOf(member.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      params: { number: ticket.number, subject: 'Missing deposit', reply: 'Found it.' },
      link: `/support/${ticket._id}`,
      mailState: 'pending',
      readAt: null,
    });
    expect(await centreOf(member.token)).toMatchObject([
      {
        title: `Support replied to ticket ${ticket.number}`,
        body: 'Our reply to your ticket "Missing deposit":\n\nFound it.\n\nOpen the ticket to answer.',
      },
    ]);
    // The member's centre shows it.
    const centre = dataOf(await call(t, routes.notifications.member, { token: member.token }));
    expect(centre.docs[0]).toMatchObject({ kind: 'ticket-answered', link: `/support/${ticket._id}`, read: false });
    expect(centre.unread).toBe(1);

    const mails = await mailsAfterJob(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`${await companyName(t.ctx.db)}: Support replied to ticket ${ticket.number}`);
    // The reply itself is in the mail: the member reads the answer without signing in.
    expect(mails[0]?.text).toContain('Our reply to your ticket "Missing deposit":');
    expect(mails[0]?.text).toContain('Found it.');
    expect(mails[0]?.text).toMatch(/^Hello Locale none,/);
    expect(mails[0]?.text).toContain(`See it here: http://localhost:3000/support/${ticket._id}`);
    expect((await noticesOf(member.id))[0]?.mailState).toBe('sent');
    // The job run again sends nothing more.
    expect(await mailsAfterJob(member.email)).toHaveLength(1);
  });

  it("writes the title and text in the member's language: Spanish and Hindi", async () => {
    const spanish = await memberWithTicket('es');
    const hindi = await memberWithTicket('hi', 'जमा नहीं मिला');
    await reply(spanish.ticket._id, { message: 'Lo encontramos.' });
    await reply(hindi.ticket._id, { message: 'मिल गया।', waitForMember: true });
    expect(await centreOf(spanish.member.token)).toMatchObject([
      {
        title: `Soporte respondió a tu ticket ${spanish.ticket.number}`,
        body: 'Nuestra respuesta a tu ticket "Depósito perdido":\n\nLo encontramos.\n\nAbre el ticket para contestar.',
        link: `/support/${spanish.ticket._id}`,
      },
    ]);
    expect(await centreOf(hindi.member.token)).toMatchObject([
      {
        title: `सहायता ने टिकट ${hindi.ticket.number} का जवाब दिया`,
        body: 'आपके टिकट "जमा नहीं मिला" पर हमारा जवाब:\n\nमिल गया।\n\nउत्तर देने के लिए टिकट खोलें।',
        link: `/support/${hindi.ticket._id}`,
      },
    ]);
    const [mail] = await mailsAfterJob(spanish.member.email);
    expect(mail?.subject).toBe(
      `${await companyName(t.ctx.db)}: Soporte respondió a tu ticket ${spanish.ticket.number}`,
    );
    expect((await mailsAfterJob(hindi.member.email)).map((sent) => sent.subject)).toEqual([
      `${await companyName(t.ctx.db)}: सहायता ने टिकट ${hindi.ticket.number} का जवाब दिया`,
    ]);
  });

  it("frames the mail in the member's language too", async () => {
    const spanish = await memberWithTicket('es');
    const hindi = await memberWithTicket('hi');
    await reply(spanish.ticket._id, { message: 'Lo encontramos.' });
    await reply(hindi.ticket._id, { message: 'मिल गया।' });
    const [toSpanish] = await mailsAfterJob(spanish.member.email);
    expect(toSpanish?.text).toMatch(/^Hola, Locale es:/);
    expect(toSpanish?.text).toContain(`Míralo aquí: http://localhost:3000/support/${spanish.ticket._id}`);
    const [toHindi] = await mailsAfterJob(hindi.member.email);
    expect(toHindi?.text).toMatch(/^नमस्ते Locale hi,/);
    expect(toHindi?.text).toContain(`यहाँ देखें: http://localhost:3000/support/${hindi.ticket._id}`);
  });

  it('writes one notification per reply, none for a note, and no mail to a member who turned them off', async () => {
    const { member, ticket } = await memberWithTicket(null);
    await reply(ticket._id, { message: 'A note only operators see', internal: true });
    expect(await noticesOf(member.id)).toEqual([]);
    expect(await mailsAfterJob(member.email)).toEqual([]);

    await reply(ticket._id, { message: 'First reply' });
    await reply(ticket._id, { message: 'Second reply', waitForMember: true });
    expect(await noticesOf(member.id)).toHaveLength(2);
    expect(await mailsAfterJob(member.email)).toHaveLength(2);

    const quiet = await memberWithTicket(null);
    const saved = await call(t, routes.saveNotificationPreferences.member, {
      body: { mailOff: ['ticket-answered'] },
      token: quiet.member.token,
    });
    expect(saved.status).toBe(200);
    await reply(quiet.ticket._id, { message: 'Answer without a mail' });
    expect((await noticesOf(quiet.member.id)).map((row) => row.mailState)).toEqual(['skip']);
    expect(await mailsAfterJob(quiet.member.email)).toEqual([]);
  });
});
