import { MSG, ROLE, routes } from '@app/contract';
import { MESSAGE_TABLES } from '@app/contract/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { call, createMember, loginToken, nextClientIp, randomTxHash, useTestApp } from '../../helper';

// docs/product.md#languages: answers in the language of Accept-Language, and the member's choice kept.

const t = useTestApp();
const { hi, es } = MESSAGE_TABLES;

/** A wrong password, from its own address so the log-in guard never slows the file down. */
function wrongLogin(email: string, headers: Record<string, string>) {
  return call(t, routes.login, {
    body: { email, password: 'Not-the-password-1', role_name: ROLE.user },
    ip: nextClientIp(),
    headers,
  });
}

describe('answers in the language of Accept-Language', () => {
  it('answers the same refusal in English, Hindi and Spanish, the code unchanged', async () => {
    const member = await createMember(t);
    const english = await wrongLogin(member.email, { 'accept-language': 'en-US' });
    const hindi = await wrongLogin(member.email, { 'accept-language': 'hi-IN' });
    const spanish = await wrongLogin(member.email, { 'accept-language': 'es-ES' });
    expect(english.body).toEqual({ success: false, message: MSG.loginInvalid, code: 'INVALID_CREDENTIALS' });
    expect(hindi.body).toEqual({ success: false, message: hi.MSG.loginInvalid, code: 'INVALID_CREDENTIALS' });
    expect(spanish.body).toEqual({ success: false, message: es.MSG.loginInvalid, code: 'INVALID_CREDENTIALS' });
    expect([english.status, hindi.status, spanish.status]).toEqual([400, 400, 400]);
  });

  it('answers English without the header, and for a language the site does not have', async () => {
    const member = await createMember(t);
    expect((await wrongLogin(member.email, {})).body.message).toBe(MSG.loginInvalid);
    expect((await wrongLogin(member.email, { 'accept-language': 'fr-FR, de;q=0.8' })).body.message).toBe(
      MSG.loginInvalid,
    );
  });

  it('follows the q-values, not the order, and skips a language refused with q=0', async () => {
    const member = await createMember(t);
    const preferSpanish = await wrongLogin(member.email, { 'accept-language': 'hi;q=0.3, en;q=0.5, es-419;q=0.9' });
    expect(preferSpanish.body.message).toBe(es.MSG.loginInvalid);
    const refused = await wrongLogin(member.email, { 'accept-language': 'es;q=0, fr, hi;q=0.2' });
    expect(refused.body.message).toBe(hi.MSG.loginInvalid);
    const englishFirst = await wrongLogin(member.email, { 'accept-language': 'en-GB, hi;q=0.9' });
    expect(englishFirst.body.message).toBe(MSG.loginInvalid);
  });

  it("translates a validation error: the schema's first message", async () => {
    const answer = await call(t, routes.login, {
      body: { email: '', password: 'x', role_name: ROLE.user },
      ip: nextClientIp(),
      headers: { 'accept-language': 'es' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: es.MSG.loginEmailRequired, code: 'VALIDATION' });
  });

  it('translates a message with a value in it, keeping the value', async () => {
    const member = await createMember(t);
    const token = await loginToken(t, member);
    const answer = await call(t, routes.addFund.member, {
      body: { amount: 0.5, transaction_id: randomTxHash() },
      token,
      headers: { 'accept-language': 'hi' },
    });
    expect(answer.status).toBe(400);
    // The English sentence is 'Please enter an amount of at least <the operator's minimum>'.
    expect(answer.body.message).toMatch(/^कृपया कम से कम \d[\d,.]* की राशि दर्ज करें$/);
  });

  it('translates the refusal of a call without a session', async () => {
    const answer = await call(t, routes.profile.member, { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(answer).toEqual({
      status: 401,
      body: { success: false, message: hi.MSG.unauthenticated, code: 'UNAUTHENTICATED' },
    });
  });

  it("translates a success's message, and says which answers depend on the header", async () => {
    const member = await createMember(t);
    const token = await loginToken(t, member);
    const response = await t.app.inject({
      method: 'GET',
      url: routes.profile.member.path,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' },
    });
    expect(response.json()).toMatchObject({ success: true, message: es.MSG.profileLoaded });
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.headers['content-language']).toBe('es');
  });
});

describe('POST /sellerApi/language', () => {
  it("keeps the member's choice on their own account only, and answers in it", async () => {
    const memberA = await createMember(t);
    const memberB = await createMember(t);
    const tokenA = await loginToken(t, memberA);
    const answer = await call(t, routes.saveLanguage.member, {
      body: { locale: 'hi' },
      token: tokenA,
      headers: { 'accept-language': 'hi' },
    });
    expect(answer).toEqual({ status: 200, body: { success: true, message: hi.MSG.languageSaved } });
    const localeOf = async (id: string) =>
      (await t.ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;
    expect(await localeOf(memberA.id)).toBe('hi');
    expect(await localeOf(memberB.id)).toBeNull();
    await call(t, routes.saveLanguage.member, { body: { locale: 'es' }, token: tokenA });
    expect(await localeOf(memberA.id)).toBe('es');
  });

  it('keeps a vendor choice through the vendor twin', async () => {
    const vendor = await createMember(t, { role: ROLE.vendor });
    const token = await loginToken(t, vendor);
    const answer = await call(t, routes.saveLanguage.vendor, { body: { locale: 'es' }, token });
    expect(answer.status).toBe(200);
    const [row] = await t.ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, vendor.id));
    expect(row?.locale).toBe('es');
  });

  it('refuses a language the site does not have, with its message, and keeps the earlier one', async () => {
    const member = await createMember(t);
    const token = await loginToken(t, member);
    await call(t, routes.saveLanguage.member, { body: { locale: 'es' }, token });
    // Without Accept-Language the refusal is in the member's stored language (Spanish here).
    for (const locale of ['fr', 'HI', '', 42]) {
      const answer = await call(t, routes.saveLanguage.member, { body: { locale } as never, token });
      expect(answer).toEqual({
        status: 400,
        body: { success: false, message: es.MSG.languageInvalid, code: 'VALIDATION' },
      });
    }
    const missing = await call(t, routes.saveLanguage.member, { body: {} as never, token });
    expect(missing.body.message).toBe(es.MSG.languageInvalid);
    const [row] = await t.ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, member.id));
    expect(row?.locale).toBe('es');
  });
});
