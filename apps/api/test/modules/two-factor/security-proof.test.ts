import { MSG, routes } from '@app/contract';
import { translateMessage } from '@app/contract/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { call, dataOf, nextClientIp, readLatestOtp, signedInMember, useTestApp } from '../../helper';
import { codeNow, enableTwoFactor, securityProof } from '../../two-factor-kit';

// The attack an outside review ran (docs/decisions/046-no-way-around-the-second-person.md): with nothing but a
// member's session it started two-factor, put its own authenticator on the account and confirmed a transfer with it.
// A change of a security setting now asks the password and the current second factor.

const t = useTestApp();

describe('a session alone', () => {
  it('cannot start two-factor: the password and the mailed code come first, and no secret is kept without them', async () => {
    const member = await signedInMember(t);
    const bare = await call(t, routes.twoFactorSetup.member, { token: member.token });
    expect(bare).toMatchObject({ status: 400, body: { message: MSG.oldPasswordRequired } });
    // The holder of the session asks for the code: it goes to the member's mailbox, not to them.
    const asked = await call(t, routes.securityCode.member, { token: member.token });
    expect(asked).toMatchObject({ status: 200, body: { message: MSG.securityCodeSent, codeFrom: 'email' } });
    const mailed = await readLatestOtp(t, member.email);
    const guessed = mailed === '123456' ? '654321' : '123456';
    const wrongCode = await call(t, routes.twoFactorSetup.member, {
      token: member.token,
      body: { password: member.password, securityCode: guessed },
      ip: nextClientIp(),
    });
    expect(wrongCode.status).toBe(400);
    const wrongPassword = await call(t, routes.twoFactorSetup.member, {
      token: member.token,
      body: { password: 'Not-the-password1', securityCode: mailed },
      ip: nextClientIp(),
    });
    expect(wrongPassword).toMatchObject({ status: 400, body: { message: MSG.oldPasswordWrong } });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.totpPendingSecret).toBe(null);
    expect(row?.totpEnabledAt).toBe(null);
  });

  it('asks in the member’s language', async () => {
    const member = await signedInMember(t);
    for (const locale of ['es', 'hi'] as const) {
      const refused = await call(t, routes.twoFactorSetup.member, {
        token: member.token,
        body: { password: member.password },
        headers: { 'accept-language': locale },
      });
      expect(refused.body.message).toBe(translateMessage(MSG.securityCodeRequired, locale));
    }
  });

  it('cannot turn two-factor off, add or remove a passkey, or change the anti-phishing code', async () => {
    const member = await signedInMember(t);
    const { secret } = await enableTwoFactor(t, member.token);
    const off = await call(t, routes.twoFactorDisable.member, {
      token: member.token,
      body: { code: codeNow(t, secret) },
    });
    expect(off).toMatchObject({ status: 400, body: { message: MSG.oldPasswordRequired } });
    const passkey = await call(t, routes.passkeyOptions.member, {
      token: member.token,
      body: { password: member.password },
    });
    expect(passkey).toMatchObject({ status: 400, body: { message: MSG.securityCodeRequired } });
    const removal = await call(t, routes.passkeyDelete.member, {
      token: member.token,
      params: { _id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(removal.status).toBe(400);
    const antiPhishing = await call(t, routes.antiPhishingCode.member, {
      token: member.token,
      body: { code: 'Mine123' },
    });
    expect(antiPhishing.status).toBe(400);
    expect(dataOf(await call(t, routes.antiPhishingCodeState.member, { token: member.token })).code).toBe(null);
  });

  it('with two-factor on, the authenticator is the second factor: no code is mailed', async () => {
    const member = await signedInMember(t);
    const { secret } = await enableTwoFactor(t, member.token);
    const asked = await call(t, routes.securityCode.member, { token: member.token });
    expect(asked.body).toMatchObject({ message: MSG.securityTotpAsked, codeFrom: 'authenticator' });
    const saved = await call(t, routes.antiPhishingCode.member, {
      token: member.token,
      body: { code: 'Mine123', ...(await securityProof(t, { token: member.token, secret })) },
    });
    expect(saved.status, saved.body.message).toBe(200);
  });
});
