import { DATA_EXPORT_PAGE_PATH, dataExportTooManyMessage, MSG, ROLE, routes } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dataExports, deposits } from '../../../src/db/schema';
import { platformJobs } from '../../../src/jobs/background-jobs';
import { dropMemberExports } from '../../../src/modules/data-export/data-export.repository';
import {
  call,
  createMember,
  createPackage,
  dataOf,
  fundMember,
  operatorToken,
  signedInMember,
  useTestApp,
} from '../../helper';
import { openTicketWithFile } from '../../ticket-kit';
import { completedTransfer, creditIncome } from '../../transfer-kit';
import { askForExport, download, exportMails, filesOf, tokenOf } from './data-export-kit';

// docs/product.md#your-data: a member asks from /settings, the job builds the ZIP, the mail carries a link valid for
// 24 hours to the web page that downloads it, with the member's session and the link's token together.

const t = useTestApp();

let operator: string;
let memberA: Awaited<ReturnType<typeof signedInMember>>;
let memberB: Awaited<ReturnType<typeof signedInMember>>;
let orderOfA: string;

beforeAll(async () => {
  const admin = await createMember(t, { role: ROLE.admin });
  operator = await operatorToken(t, admin);
  memberA = await signedInMember(t, { fullName: 'Asha Exporter' });
  memberB = await signedInMember(t, { fullName: 'Bilal Bystander' });
  await fundMember(t, { token: memberA.token, operator, amount: 212.5 });
  await fundMember(t, { token: memberB.token, operator, amount: 77.125 });
  const packageId = await createPackage(t, operator, { title: 'Export Plan', price: 100, yield: 1, maturity: 30 });
  const bought = await call(t, routes.purchasePackage.member, {
    body: { packageId, amount: 100, payment_mode_name: 'wallet' },
    token: memberA.token,
  });
  orderOfA = dataOf(bought)._id;
  await creditIncome(t, { memberId: memberA.id, operator, amount: '10' });
  await completedTransfer(t, {
    sender: { token: memberA.token, email: memberA.email },
    receiverUid: String(memberB.referId),
    amount: 3,
  });
  await openTicketWithFile(t, memberA.token);
});

describe('a member asks for their data', () => {
  let link = '';

  it('answers 202 with the pending export, audits it, and mails a link valid for 24 hours', async () => {
    const answer = await askForExport(t, memberA.token);
    expect(answer.status).toBe(202);
    expect(answer.body.message).toBe(MSG.dataExportRequested);
    const data = dataOf(answer);
    expect(data).toEqual({ _id: expect.any(String), status: 'pending', requestedAt: t.clock.now().toISOString() });

    const [mail] = await exportMails(t, memberA.email);
    if (!mail) throw new Error('no export mail');
    link = tokenOf(mail);
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`${t.ctx.config.PUBLIC_URL}${DATA_EXPORT_PAGE_PATH}${link}`);
    expect(mail.text).toContain('sign in to download it');
    expect(mail.text).toContain('valid for 24 hours, until');
    expect(mail.text).toContain('If you did not ask for this, change your password');
    expect(mail.html).toContain(`<a href="${t.ctx.config.PUBLIC_URL}${DATA_EXPORT_PAGE_PATH}${link}">`);

    // Only the hash of the token is kept.
    const [row] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.id, data._id));
    expect(row?.tokenHash).not.toContain(link);
    expect(row?.status).toBe('ready');

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.dataExport'), eq(auditLog.targetId, memberA.id)));
    expect(audit).toEqual([expect.objectContaining({ actorId: memberA.id, targetType: 'member' })]);

    const state = dataOf(await call(t, routes.dataExportState.member, { token: memberA.token }));
    const readyAt = t.clock.now();
    expect(state).toEqual({
      _id: data._id,
      status: 'ready',
      requestedAt: data.requestedAt,
      readyAt: readyAt.toISOString(),
      expiresAt: new Date(readyAt.getTime() + 24 * 3600 * 1000).toISOString(),
    });
  });

  it('downloads a ZIP of this member’s data only, as JSON and CSV with exact amounts, to the member signed in', async () => {
    const file = await download(t, link, memberA.token);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const day = t.clock.now().toISOString().slice(0, 10);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="my-data-${memberA.referId}-${day}.zip"`);
    const files = filesOf(new Uint8Array(file.raw));
    for (const list of [
      'profile',
      'orders',
      'incomes',
      'deposits',
      'withdrawals',
      'transfers',
      'tickets',
      'sessions',
      'identity-checks',
      'notifications',
    ]) {
      expect(Object.keys(files)).toContain(`${list}.json`);
      expect(Object.keys(files)).toContain(`${list}.csv`);
    }
    expect(files['README.txt']).toContain('deposits: the deposits you sent');

    const profile = JSON.parse(files['profile.json'] ?? '{}');
    expect(profile).toMatchObject({
      fullName: 'Asha Exporter',
      email: memberA.email,
      uid: memberA.referId,
      sponsorUid: null,
      twoFactorOn: false,
    });
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain(memberA.passwordHash);
    expect(everything).not.toMatch(/passwordHash|totpSecret|tokenHash/);

    const depositsOfA = await t.ctx.db.select().from(deposits).where(eq(deposits.userId, memberA.id));
    const depositsOfB = await t.ctx.db.select().from(deposits).where(eq(deposits.userId, memberB.id));
    const listed = JSON.parse(files['deposits.json'] ?? '[]');
    expect(listed).toEqual([
      expect.objectContaining({ id: depositsOfA[0]?.id, amountUsdt: '212.50', status: 'success' }),
    ]);
    expect(files['deposits.csv']).toContain(String(depositsOfA[0]?.txHash));
    // Member B's rows never appear: not their deposit, its hash or amount, nor their e-mail.
    for (const deposit of depositsOfB) {
      expect(everything).not.toContain(deposit.id);
      expect(everything).not.toContain(deposit.txHash);
    }
    expect(everything).not.toContain('77.125');
    expect(everything).not.toContain(memberB.email);

    expect(JSON.parse(files['orders.json'] ?? '[]')).toEqual([
      expect.objectContaining({ id: orderOfA, title: 'Export Plan', priceUsdt: '100.00', status: 'active' }),
    ]);
    const statement = files['statement-deposit-wallet.csv'] ?? '';
    expect(statement.split('\r\n')[0]).toBe('date_utc,description,kind,reference,amount_usdt,balance_usdt');
    expect(statement).toContain('212.50');
    expect(statement).toContain(orderOfA);
    // The transfer to B names B, as the member's own screens do; it is A's row.
    expect(JSON.parse(files['transfers.json'] ?? '[]')).toEqual([
      expect.objectContaining({ direction: 'sent', otherMemberUid: memberB.referId, amountUsdt: '3.00' }),
    ]);
    const tickets = JSON.parse(files['tickets.json'] ?? '[]');
    expect(tickets[0]).toMatchObject({ from: 'Asha Exporter', attachments: expect.stringMatching(/\.png$/) });
    expect(JSON.parse(files['sessions.json'] ?? '[]').length).toBeGreaterThan(0);
  });

  it('answers the pending export again instead of a second one', async () => {
    const member = await signedInMember(t);
    const [pending] = await t.ctx.db
      .insert(dataExports)
      .values({ userId: member.id, requestedAt: t.clock.now() })
      .returning();
    const answer = await askForExport(t, member.token);
    expect(answer.status).toBe(202);
    expect(dataOf(answer)._id).toBe(pending?.id);
    const rows = await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, member.id));
    expect(rows).toHaveLength(1);
    // The answer also started the build of the one waiting.
    expect(rows[0]?.status).toBe('ready');
    expect(await exportMails(t, member.email)).toHaveLength(1);
  });

  it('refuses an unknown link with 404', async () => {
    const answer = await download(t, 'x'.repeat(43), memberA.token);
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({ success: false, message: MSG.dataExportLinkInvalid, code: 'NOT_FOUND' });
  });

  // docs/decisions/032-data-export.md: a forwarded or leaked mail alone downloads nothing, nor does another member's
  // session with it; the link's token is answered only with the session of the member it was mailed to.
  it('downloads nothing to another member, a vendor, or anyone without a session, holding the link', async () => {
    const notTheirs = await download(t, link, memberB.token);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.json()).toEqual({ success: false, message: MSG.dataExportLinkInvalid, code: 'NOT_FOUND' });
    expect(notTheirs.headers['content-type']).not.toContain('zip');

    const vendor = await signedInMember(t, { role: ROLE.vendor });
    expect((await download(t, link, vendor.token, 'vendor')).status).toBe(404);
    // A vendor's session on the member's path is another kind of session.
    expect((await download(t, link, vendor.token)).json()).toMatchObject({ success: false, code: 'FORBIDDEN' });

    const anonymous = await download(t, link, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: MSG.unauthenticated, code: 'UNAUTHENTICATED' });

    // The link's old address, which downloaded by the token alone, answers no file.
    const old = await t.app.inject({ method: 'GET', url: `/publicApi/dataExport/${link}` });
    expect(old.statusCode).toBe(404);
    expect(old.headers['content-type']).not.toContain('zip');
    expect(old.headers['content-disposition']).toBeUndefined();

    // The owner still downloads it, signed in.
    expect((await download(t, link, memberA.token)).status).toBe(200);
  });

  it('serves the vendor twin', async () => {
    const vendor = await signedInMember(t, { role: ROLE.vendor });
    const answer = await askForExport(t, vendor.token, 'vendor');
    expect(answer.status).toBe(202);
    const [mail] = await exportMails(t, vendor.email);
    if (!mail) throw new Error('no export mail to the vendor');
    expect((await download(t, tokenOf(mail), vendor.token, 'vendor')).status).toBe(200);
    const state = dataOf(await call(t, routes.dataExportState.vendor, { token: vendor.token }));
    expect(state?.status).toBe('ready');
  });

  it('answers null before a member ever asked', async () => {
    const member = await signedInMember(t);
    const answer = await call(t, routes.dataExportState.member, { token: member.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: MSG.dataExportLoaded, data: null });
  });

  it('mails in the member’s language', async () => {
    const words = {
      es: ['Tus datos de', 'válido durante 24 horas, hasta el', 'cambia tu contraseña', 'deposits: los depósitos'],
      hi: ['डेटा डाउनलोड के लिए तैयार है', '24 घंटे तक', 'अपना पासवर्ड बदलें', 'deposits: आपकी भेजी गई'],
    } as const;
    for (const [locale, [subject, valid, password, readme]] of Object.entries(words)) {
      const member = await signedInMember(t);
      await call(t, routes.saveLanguage.member, { body: { locale }, token: member.token });
      expect((await askForExport(t, member.token)).status).toBe(202);
      const [mail] = await exportMails(t, member.email);
      if (!mail) throw new Error(`no export mail in ${locale}`);
      expect(mail.subject, locale).toContain(subject);
      expect(mail.text, locale).toContain(valid);
      expect(mail.text, locale).toContain(password);
      expect(mail.text, locale).toContain('UTC');
      const files = filesOf(new Uint8Array((await download(t, tokenOf(mail), member.token)).raw));
      expect(files['README.txt'], locale).toContain(readme);
    }
  });

  it('builds what waits when the job runs, each export once', async () => {
    const first = await signedInMember(t);
    const second = await signedInMember(t);
    for (const member of [first, second]) {
      await t.ctx.db.insert(dataExports).values({ userId: member.id, requestedAt: t.clock.now() });
    }
    const job = platformJobs(t.ctx).find((each) => each.name === 'data-export');
    if (!job) throw new Error('no data-export job');
    // Two runs at once, as two servers would: each export is taken by one of them.
    await Promise.all([job.run(), job.run()]);
    for (const member of [first, second]) {
      expect(await exportMails(t, member.email)).toHaveLength(1);
      const [row] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, member.id));
      expect(row?.status).toBe('ready');
      expect(row?.size).toBeGreaterThan(0);
    }
  });

  it('refuses a 4th export within 24 hours, saying when the member may ask again', async () => {
    const member = await signedInMember(t);
    const firstAt = t.clock.now();
    for (let count = 0; count < 3; count += 1) {
      expect((await askForExport(t, member.token)).status).toBe(202);
      t.clock.advanceSeconds(600);
    }
    const refused = await call(t, routes.dataExportRequest.member, { token: member.token });
    const nextAt = new Date(firstAt.getTime() + 24 * 3600 * 1000);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      message: dataExportTooManyMessage(nextAt.toISOString()),
      code: 'RATE_LIMITED',
    });
    expect(refused.body.message).toContain(`${nextAt.toISOString().slice(0, 16).replace('T', ' ')} (UTC)`);
    const raw = await t.app.inject({
      method: 'POST',
      url: routes.dataExportRequest.member.path,
      headers: { authorization: `Bearer ${member.token}` },
      payload: {},
    });
    expect(raw.headers['retry-after']).toBe(String((nextAt.getTime() - t.clock.now().getTime()) / 1000));
    t.clock.advanceSeconds(24 * 3600 - 1800 + 1);
    expect((await askForExport(t, member.token)).status).toBe(202);
  });

  it('refuses the link once expired (410), and the hourly purge clears the file', async () => {
    const member = await signedInMember(t);
    await askForExport(t, member.token);
    const [mail] = await exportMails(t, member.email);
    if (!mail) throw new Error('no export mail');
    const token = tokenOf(mail);
    t.clock.advanceSeconds(24 * 3600 - 1);
    expect((await download(t, token, member.token)).status).toBe(200);
    t.clock.advanceSeconds(1);
    const expired = await download(t, token, member.token);
    expect(expired.status).toBe(410);
    expect(expired.json()).toEqual({ success: false, message: MSG.dataExportLinkExpired, code: 'LINK_EXPIRED' });
    expect(dataOf(await call(t, routes.dataExportState.member, { token: member.token }))?.status).toBe('expired');

    // The hourly purge, as its job runs it.
    await platformJobs(t.ctx)
      .find((each) => each.name === 'withdrawal-request-expiry')
      ?.run();
    const [row] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, member.id));
    expect(row).toMatchObject({ status: 'expired', content: null });
    expect((await download(t, token, member.token)).status).toBe(410);
  });

  it('drops the files and ends the links of a member whose personal data is erased', async () => {
    const member = await signedInMember(t);
    await askForExport(t, member.token);
    const [mail] = await exportMails(t, member.email);
    if (!mail) throw new Error('no export mail');
    const waiting = await signedInMember(t);
    await t.ctx.db.insert(dataExports).values({ userId: waiting.id, requestedAt: t.clock.now() });
    expect(await dropMemberExports(t.ctx.db, member.id)).toBe(1);
    expect(await dropMemberExports(t.ctx.db, waiting.id)).toBe(1);
    expect((await download(t, tokenOf(mail), member.token)).status).toBe(410);
    const rows = await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, member.id));
    expect(rows).toEqual([expect.objectContaining({ status: 'expired', content: null })]);
    const pending = await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, waiting.id));
    expect(pending).toEqual([expect.objectContaining({ status: 'failed', content: null })]);
  });
});
