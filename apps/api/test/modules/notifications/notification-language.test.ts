import { type Locale, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { companyName } from '../../../src/core/settings';
import { notifications } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import { depositRejected } from '../../../src/modules/notifications/notification-events';
import { sendNotificationMails } from '../../../src/modules/notifications/notification-mail.job';
import { notify } from '../../../src/modules/notifications/notify';
import { approveDeposit, call, dataOf, newOperatorToken, randomTxHash, signedInMember, useTestApp } from '../../helper';

// docs/decisions/028-member-language.md: a notification keeps its kind's values and is worded when read, in the
// reader's language, so one written before a language switch reads in the new language; rows kept before that keep
// their English. Mails are worded in the member's stored language.

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function chooseLanguage(member: Member, locale: Locale) {
  expect((await call(t, routes.saveLanguage.member, { body: { locale }, token: member.token })).status).toBe(200);
}

/** The centre's notifications, newest first, as read with no Accept-Language (the stored language decides). */
async function centre(member: Member, headers: Record<string, string> = {}) {
  return dataOf(await call(t, routes.notifications.member, { token: member.token, headers })).docs;
}

async function approvedDeposit(member: Member, amount: number) {
  const submitted = await call(t, routes.addFund.member, {
    body: { amount, transaction_id: randomTxHash() },
    token: member.token,
  });
  expect((await approveDeposit(t, { depositId: dataOf(submitted)._id, operator })).status).toBe(200);
}

const APPROVED = {
  en: {
    title: 'Deposit approved',
    body: 'Your deposit of 1,500.00 USDT was approved and is in your Electronic Wallet.',
  },
  es: {
    title: 'Depósito aprobado',
    body: 'Tu depósito de 1.500,00 USDT fue aprobado y está en tu billetera electrónica.',
  },
  hi: {
    title: 'जमा स्वीकृत',
    body: 'आपकी 1,500.00 USDT की जमा स्वीकृत हो गई है और आपके इलेक्ट्रॉनिक वॉलेट में है।',
  },
} as const;

describe('the notification centre', () => {
  it('words the same old notification in the language the member reads in now', async () => {
    const member = await signedInMember(t);
    await approvedDeposit(member, 1500);
    expect(await centre(member)).toMatchObject([APPROVED.en]);
    await chooseLanguage(member, 'es');
    expect(await centre(member)).toMatchObject([APPROVED.es]);
    await chooseLanguage(member, 'hi');
    expect(await centre(member)).toMatchObject([APPROVED.hi]);
    // The request's Accept-Language, when it names one of ours, wins over the stored language.
    expect(await centre(member, { 'accept-language': 'es-419' })).toMatchObject([APPROVED.es]);
    expect(await centre(member, { 'accept-language': 'en-GB' })).toMatchObject([APPROVED.en]);
  });

  it('shows a row kept before notifications were worded when read with its English, in every language', async () => {
    const member = await signedInMember(t);
    const legacy = { title: 'Deposit approved', body: 'Your deposit of 10.00 USDT was approved.' };
    await t.ctx.db.insert(notifications).values({
      userId: member.id,
      kind: 'deposit-approved',
      eventKey: 'deposit-approved:legacy',
      ...legacy,
      link: '/reacharge-list',
      mailState: 'sent',
      createdAt: t.clock.now(),
    });
    for (const locale of ['en', 'es', 'hi'] as const) {
      expect(await centre(member, { 'accept-language': locale })).toMatchObject([legacy]);
    }
  });

  it("words an operator's reason kept per language in the reader's, English where it has none, then the note", async () => {
    const member = await signedInMember(t);
    const reason = { en: 'The amount sent does not match', es: 'El importe enviado no coincide' };
    await notify(t.ctx.db, [
      depositRejected({
        userId: member.id,
        depositId: crypto.randomUUID(),
        amountMicros: 40_000_000n,
        reason,
        note: 'sent 39.5',
        now: t.clock.now(),
      }),
    ]);
    const read = async (locale: Locale) => (await centre(member, { 'accept-language': locale }))[0];
    expect(await read('en')).toMatchObject({
      title: 'Deposit rejected',
      body: 'Your deposit of 40.00 USDT was rejected: The amount sent does not match — sent 39.5',
    });
    expect(await read('es')).toMatchObject({
      title: 'Depósito rechazado',
      body: 'Tu depósito de 40,00 USDT fue rechazado: El importe enviado no coincide — sent 39.5',
    });
    expect(await read('hi')).toMatchObject({
      title: 'जमा अस्वीकृत',
      body: 'आपकी 40.00 USDT की जमा अस्वीकृत कर दी गई: The amount sent does not match — sent 39.5',
    });
  });

  it("shows an operator's free-text reason as written, in every language", async () => {
    const member = await signedInMember(t);
    const submitted = await call(t, routes.addFund.member, {
      body: { amount: 40, transaction_id: randomTxHash() },
      token: member.token,
    });
    await call(t, routes.adminDepositReject, {
      params: { _id: dataOf(submitted)._id },
      body: { reason: 'No such transfer on chain' },
      token: operator,
    });
    const [spanish] = await centre(member, { 'accept-language': 'es' });
    expect(spanish?.body).toBe('Tu depósito de 40,00 USDT fue rechazado: No such transfer on chain');
  });
});

/** The mails sent to `to`, after the notification job ran. */
async function mailsAfterJob(to: string) {
  await sendNotificationMails(t.ctx);
  await afterResponseSettled();
  return readOutbox({ dir: t.outboxDir, to, limit: 50 });
}

describe('the notification mail', () => {
  it("is worded in the member's stored language: subject, sentence and frame", async () => {
    const company = await companyName(t.ctx.db);
    const spanish = await signedInMember(t, { fullName: 'Sol Spanish' });
    const hindi = await signedInMember(t, { fullName: 'Hari Hindi' });
    await chooseLanguage(spanish, 'es');
    await chooseLanguage(hindi, 'hi');
    await approvedDeposit(spanish, 1500);
    await approvedDeposit(hindi, 1500);

    const [toSpanish, ...moreSpanish] = await mailsAfterJob(spanish.email);
    expect(moreSpanish).toEqual([]);
    expect(toSpanish?.subject).toBe(`${company}: ${APPROVED.es.title}`);
    expect(toSpanish?.text).toMatch(/^Hola, Sol Spanish:/);
    expect(toSpanish?.text).toContain(APPROVED.es.body);
    expect(toSpanish?.text).toContain('Míralo aquí: http://localhost:3000/reacharge-list');

    const [toHindi] = await mailsAfterJob(hindi.email);
    expect(toHindi?.subject).toBe(`${company}: ${APPROVED.hi.title}`);
    expect(toHindi?.text).toMatch(/^नमस्ते Hari Hindi,/);
    expect(toHindi?.text).toContain(APPROVED.hi.body);
    expect(toHindi?.text).toContain('यहाँ देखें: http://localhost:3000/reacharge-list');
  });
});
