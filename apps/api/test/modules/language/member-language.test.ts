import { type Locale, MSG, NOTIFICATIONS_MSG, routes } from '@app/contract';
import { translateMessage } from '@app/contract/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { call, readLatestOtp, signedInMember, useTestApp } from '../../helper';

// docs/product.md#languages: an answer's message is in the request's Accept-Language when it names one of our
// languages, else in the signed-in member's stored language, else in English; sign-up stores the language it was
// made in.

const t = useTestApp();

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function memberReading(locale: Locale | null) {
  const member = await signedInMember(t);
  await t.ctx.db.update(users).set({ locale }).where(eq(users.id, member.id));
  return member;
}

const loaded = (member: Member, headers: Record<string, string> = {}) =>
  call(t, routes.notifications.member, { token: member.token, headers });

describe("an answer's message", () => {
  it('is in the Accept-Language when it names one of ours, whatever the member stored', async () => {
    const member = await memberReading('es');
    for (const locale of ['en', 'es', 'hi'] as const) {
      const answer = await loaded(member, { 'accept-language': locale });
      expect(answer.body.message).toBe(translateMessage(NOTIFICATIONS_MSG.loaded, locale));
    }
  });

  it("is in the member's stored language without the header, or with one naming none of ours", async () => {
    for (const locale of ['en', 'es', 'hi'] as const) {
      const member = await memberReading(locale);
      expect((await loaded(member)).body.message).toBe(translateMessage(NOTIFICATIONS_MSG.loaded, locale));
      expect((await loaded(member, { 'accept-language': 'fr-FR, de;q=0.8' })).body.message).toBe(
        translateMessage(NOTIFICATIONS_MSG.loaded, locale),
      );
      // A refusal too, once the member is known.
      const refused = await call(t, routes.notificationsRead.member, {
        body: { _id: crypto.randomUUID() },
        token: member.token,
      });
      expect(refused).toMatchObject({ status: 404, body: { message: translateMessage(MSG.notFound, locale) } });
    }
    expect(translateMessage(NOTIFICATIONS_MSG.loaded, 'hi')).not.toBe(NOTIFICATIONS_MSG.loaded);
  });

  it('is in English with neither the header nor a stored language', async () => {
    const member = await memberReading(null);
    const answer = await loaded(member);
    expect(answer.body.message).toBe(NOTIFICATIONS_MSG.loaded);
  });
});

describe('sign-up', () => {
  const signUp = async (locale?: Locale) => {
    const sponsor = await signedInMember(t);
    const body = {
      fullName: 'Lena Language',
      phone: '9876543210',
      email: `language.${locale ?? 'none'}.${process.pid}.${Date.now()}@example.test`,
      password: 'Strong@123',
      confirmPassword: 'Strong@123',
      referBy: String(sponsor.referId),
      role_name: 'User',
      acceptTerms: true,
      ...(locale ? { locale } : {}),
    };
    expect((await call(t, routes.signupOtp, { body })).status).toBe(200);
    const otp = await readLatestOtp(t, body.email);
    expect((await call(t, routes.signupVerify, { body: { ...body, otp } })).status).toBe(200);
    const [row] = await t.ctx.db.select({ locale: users.locale }).from(users).where(eq(users.email, body.email));
    return row?.locale;
  };

  it('stores the language the member signed up in, and none when none was sent', async () => {
    expect(await signUp('hi')).toBe('hi');
    expect(await signUp('es')).toBe('es');
    expect(await signUp()).toBeNull();
  });

  it('refuses a language the site does not have', async () => {
    const answer = await call(t, routes.signupOtp, {
      body: {
        fullName: 'Lena Language',
        phone: '9876543210',
        email: 'language.fr@example.test',
        password: 'Strong@123',
        confirmPassword: 'Strong@123',
        referBy: 'ANY',
        role_name: 'User',
        acceptTerms: true,
        locale: 'fr',
      } as never,
    });
    expect(answer).toMatchObject({ status: 400, body: { message: MSG.languageInvalid } });
  });
});
