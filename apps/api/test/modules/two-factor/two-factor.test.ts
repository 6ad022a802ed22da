import { MSG, ROLE, routes, TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../../src/lib/totp';
import {
  apiTokenOf,
  call,
  countMails,
  createMember,
  dataOf,
  loginToken,
  newOperatorToken,
  nextClientIp,
  readLatestOtp,
  signedInMember,
  useTestApp,
} from '../../helper';
import { creditIncome, verifyTransfer } from '../../transfer-kit';
import { codeNow, enableTwoFactor, nextStep, securityProof, signIn } from '../../two-factor-kit';
import { ADDRESS, earnIncome } from '../../withdrawal-kit';

// Two-factor sign-in (docs/decisions/012-two-factor.md): set-up, codes, the sign-in code step, the codes of money
// actions, operators required to use it, and the sessions list.

const t = useTestApp();

describe('two-factor set-up', () => {
  it('answers a secret and its otpauth address, and turns on with a code of it, answering 10 recovery codes', async () => {
    const member = await signedInMember(t);
    const before = dataOf(await call(t, routes.twoFactorStatus.member, { token: member.token }));
    expect(before).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    const { secret, otpauthUrl, recoveryCodes } = await enableTwoFactor(t, member.token);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain(encodeURIComponent(member.email));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const after = dataOf(await call(t, routes.twoFactorStatus.member, { token: member.token }));
    expect(after).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // The secret is stored sealed, never as the app shows it.
    const { users } = await import('../../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.totpSecret).toBeTruthy();
    expect(row?.totpSecret).not.toContain(secret);
  });

  it('wrong code refused', async () => {
    const member = await signedInMember(t);
    const proof = await securityProof(t, { token: member.token });
    const setup = dataOf(await call(t, routes.twoFactorSetup.member, { token: member.token, body: proof }));
    const right = codeNow(t, setup.secret);
    const wrong = right === '123456' ? '654321' : '123456';
    const refused = await call(t, routes.twoFactorEnable.member, { body: { code: wrong }, token: member.token });
    expect(refused).toMatchObject({ status: 400, body: { message: MSG.twoFactorCodeWrong } });
    expect(dataOf(await call(t, routes.twoFactorStatus.member, { token: member.token })).enabled).toBe(false);

    // Once on, a wrong code at sign-in is refused too, and gives no token.
    await call(t, routes.twoFactorEnable.member, { body: { code: right }, token: member.token });
    nextStep(t);
    const started = await signIn(t, member);
    const _id = dataOf(started)._id;
    const code = codeNow(t, setup.secret) === '000000' ? '111111' : '000000';
    const out = await call(t, routes.signinTwoFactor, { body: { _id, code }, ip: nextClientIp() });
    expect(out).toMatchObject({ status: 400, body: { message: MSG.twoFactorCodeWrong } });
    expect(apiTokenOf(out.body)).toBeUndefined();
  });

  it('replayed code refused', async () => {
    const member = await signedInMember(t);
    const { secret } = await enableTwoFactor(t, member.token);
    const code = codeNow(t, secret);
    const first = await signIn(t, member);
    const used = await call(t, routes.signinTwoFactor, {
      body: { _id: dataOf(first)._id, code },
      ip: nextClientIp(),
    });
    expect(used.status).toBe(200);
    // The same code again, within its 30 seconds, on a new sign-in: refused.
    const second = await signIn(t, member);
    const replayed = await call(t, routes.signinTwoFactor, {
      body: { _id: dataOf(second)._id, code },
      ip: nextClientIp(),
    });
    expect(replayed).toMatchObject({ status: 400, body: { message: MSG.twoFactorCodeReplayed } });
    // And the code of the step before (still inside the ±1 window) is older than the one used: refused as well.
    const older = totpCode(secret, new Date(t.clock.now().getTime() - 30_000));
    const third = await signIn(t, member);
    const old = await call(t, routes.signinTwoFactor, {
      body: { _id: dataOf(third)._id, code: older },
      ip: nextClientIp(),
    });
    expect(old).toMatchObject({ status: 400, body: { message: MSG.twoFactorCodeReplayed } });
  });

  it('recovery code works once and refused the second time', async () => {
    const member = await signedInMember(t);
    const { recoveryCodes } = await enableTwoFactor(t, member.token);
    const recovery = recoveryCodes[0] ?? '';
    const first = await signIn(t, member);
    // Case and the dash do not matter.
    const typed = recovery.replace('-', '').toLowerCase();
    const out = await call(t, routes.signinTwoFactor, {
      body: { _id: dataOf(first)._id, code: typed },
      ip: nextClientIp(),
    });
    expect(out.status).toBe(200);
    expect(apiTokenOf(out.body)).toBeTruthy();
    const second = await signIn(t, member);
    const again = await call(t, routes.signinTwoFactor, {
      body: { _id: dataOf(second)._id, code: recovery },
      ip: nextClientIp(),
    });
    expect(again).toMatchObject({ status: 400, body: { message: MSG.twoFactorCodeWrong } });
    const status = dataOf(await call(t, routes.twoFactorStatus.member, { token: member.token }));
    expect(status.recoveryCodesLeft).toBe(9);
  });

  it('turns off with a code, and then signs in with the password alone', async () => {
    const member = await signedInMember(t);
    const { secret } = await enableTwoFactor(t, member.token);
    const off = await call(t, routes.twoFactorDisable.member, {
      body: { code: codeNow(t, secret), password: member.password },
      token: member.token,
    });
    expect(off).toMatchObject({ status: 200, body: { message: MSG.twoFactorDisabled } });
    const signedIn = await signIn(t, member);
    expect(apiTokenOf(signedIn.body)).toBeTruthy();
  });
});

describe('sign-in with two-factor', () => {
  it('sign-in with 2FA returns no token until the code', async () => {
    const member = await signedInMember(t);
    const { secret } = await enableTwoFactor(t, member.token);
    const started = await signIn(t, member);
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      success: true,
      message: MSG.twoFactorCodeAsked,
      data: { twoFactor: true, _id: expect.any(String) },
    });
    expect(apiTokenOf(started.body)).toBeUndefined();
    const finished = await call(t, routes.signinTwoFactor, {
      body: { _id: dataOf(started)._id, code: codeNow(t, secret) },
      ip: nextClientIp(),
    });
    expect(finished.status).toBe(200);
    // The same answer as signinSeller's without two-factor: the token and the profile.
    expect(finished.body).toMatchObject({ success: true, message: MSG.loginSuccess, data: { _id: member.id } });
    const token = apiTokenOf(finished.body) ?? '';
    expect((await call(t, routes.profile.member, { token })).status).toBe(200);
    // A used challenge does not open a second session.
    nextStep(t);
    const reused = await call(t, routes.signinTwoFactor, {
      body: { _id: dataOf(started)._id, code: codeNow(t, secret) },
      ip: nextClientIp(),
    });
    expect(reused.status).toBe(400);
  });

  it('challenge attempts limited', async () => {
    const member = await signedInMember(t);
    const { secret } = await enableTwoFactor(t, member.token);
    const started = await signIn(t, member);
    const _id = dataOf(started)._id;
    const right = codeNow(t, secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS; attempt += 1) {
      const out = await call(t, routes.signinTwoFactor, { body: { _id, code: wrong }, ip: nextClientIp() });
      expect(out.status).toBe(400);
    }
    // Out of tries: even the right code is refused, and the member signs in again.
    const burnt = await call(t, routes.signinTwoFactor, { body: { _id, code: right }, ip: nextClientIp() });
    expect(burnt).toMatchObject({ status: 400, body: { message: MSG.twoFactorChallengeBurnt } });
    expect(apiTokenOf(burnt.body)).toBeUndefined();
  });

  it('expires: a challenge older than five minutes is refused', async () => {
    const member = await signedInMember(t);
    const { secret } = await enableTwoFactor(t, member.token);
    const started = await signIn(t, member);
    t.clock.advanceSeconds(5 * 60 + 1);
    const out = await call(t, routes.signinTwoFactor, {
      body: { _id: dataOf(started)._id, code: codeNow(t, secret) },
      ip: nextClientIp(),
    });
    expect(out).toMatchObject({ status: 400, body: { message: MSG.twoFactorChallengeExpired } });
  });

  it("a member's challenge does not open the console", async () => {
    const member = await signedInMember(t);
    const { secret } = await enableTwoFactor(t, member.token);
    const started = await signIn(t, member);
    const out = await call(t, routes.operatorSigninTwoFactor, {
      body: { _id: dataOf(started)._id, code: codeNow(t, secret) },
      ip: nextClientIp(),
    });
    expect(out.status).toBe(400);
    expect(apiTokenOf(out.body)).toBeUndefined();
  });
});

describe('money actions with two-factor', () => {
  it('withdrawal verify with TOTP instead of e-mail OTP', async () => {
    const operator = await newOperatorToken(t);
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const { secret } = await enableTwoFactor(t, member.token);
    const mailsBefore = await countMails(t, member.email);
    const requested = await call(t, routes.withdrawalRequest.member, {
      body: { address: ADDRESS, amount: 40 },
      token: member.token,
      ip: nextClientIp(),
    });
    expect(requested).toMatchObject({
      status: 200,
      body: { message: MSG.withdrawalTotpAsked, codeFrom: 'authenticator' },
    });
    // No OTP mail when two-factor is on.
    expect(await countMails(t, member.email)).toBe(mailsBefore);
    const _id = dataOf(requested)._id;
    const wrong = codeNow(t, secret) === '000000' ? '111111' : '000000';
    const refused = await call(t, routes.withdrawalVerify.member, {
      body: { address: ADDRESS, amount: 40, otp: wrong, _id },
      token: member.token,
    });
    expect(refused).toMatchObject({ status: 400, body: { message: MSG.twoFactorCodeWrong } });
    const code = codeNow(t, secret);
    const verified = await call(t, routes.withdrawalVerify.member, {
      body: { address: ADDRESS, amount: 40, otp: code, _id },
      token: member.token,
    });
    expect(verified).toMatchObject({
      status: 200,
      body: { message: MSG.withdrawalSubmitted, data: { status: 'pending' } },
    });
    // The verify's statement claimed the code's time step: the same code cannot confirm a second request.
    const second = await call(t, routes.withdrawalRequest.member, {
      body: { address: ADDRESS, amount: 40 },
      token: member.token,
      ip: nextClientIp(),
    });
    const replayed = await call(t, routes.withdrawalVerify.member, {
      body: { address: ADDRESS, amount: 40, otp: code, _id: dataOf(second)._id },
      token: member.token,
    });
    expect(replayed).toMatchObject({ status: 400, body: { message: MSG.twoFactorCodeReplayed } });
  });

  it('transfer verify with TOTP instead of e-mail OTP, and the same code is not taken twice', async () => {
    const operator = await newOperatorToken(t);
    const sender = await signedInMember(t);
    const receiver = await createMember(t);
    await creditIncome(t, { memberId: sender.id, operator, amount: '10' });
    const { secret } = await enableTwoFactor(t, sender.token);
    const mailsBefore = await countMails(t, sender.email);
    const ask = () =>
      call(t, routes.walletTransfer.member, {
        body: { receiverId: receiver.referId ?? '', amount: 2 },
        token: sender.token,
        ip: nextClientIp(),
      });
    const first = await ask();
    expect(first).toMatchObject({ status: 200, body: { message: MSG.transferTotpAsked, codeFrom: 'authenticator' } });
    const second = await ask();
    expect(await countMails(t, sender.email)).toBe(mailsBefore);
    const code = codeNow(t, secret);
    const done = await verifyTransfer(t, { token: sender.token, id: dataOf(first)._id, otp: code });
    expect(done).toMatchObject({ status: 200, body: { message: MSG.transferDone } });
    const replayed = await verifyTransfer(t, { token: sender.token, id: dataOf(second)._id, otp: code });
    expect(replayed).toMatchObject({ status: 400, body: { message: MSG.twoFactorCodeReplayed } });
  });

  it('a member without two-factor still gets the e-mailed code', async () => {
    const operator = await newOperatorToken(t);
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const requested = await call(t, routes.withdrawalRequest.member, {
      body: { address: ADDRESS, amount: 40 },
      token: member.token,
      ip: nextClientIp(),
    });
    expect(requested).toMatchObject({ status: 200, body: { message: MSG.withdrawalOtpSent, codeFrom: 'email' } });
    const verified = await call(t, routes.withdrawalVerify.member, {
      body: { address: ADDRESS, amount: 40, otp: await readLatestOtp(t, member.email), _id: dataOf(requested)._id },
      token: member.token,
    });
    expect(verified.status).toBe(200);
  });
});

describe('operators', () => {
  it('operator required setting gives 403 until setup', async () => {
    const boss = await newOperatorToken(t);
    const operator = await createMember(t, { role: ROLE.admin });
    const token = await (await import('../../helper')).operatorToken(t, operator);
    const saved = await call(t, routes.adminSettingsUpdate, { body: { operatorTwoFactorRequired: true }, token: boss });
    expect(saved.status).toBe(200);
    try {
      const refused = await call(t, routes.adminOverview, { token });
      expect(refused).toMatchObject({ status: 403, body: { message: MSG.twoFactorOperatorRequired } });
      // What is needed to comply stays open.
      expect((await call(t, routes.operatorProfile, { token })).status).toBe(200);
      expect(dataOf(await call(t, routes.operatorTwoFactorStatus, { token }))).toMatchObject({
        enabled: false,
        required: true,
      });
      const proof = await securityProof(t, { token, kind: 'operator', email: operator.email });
      const setup = dataOf(await call(t, routes.operatorTwoFactorSetup, { token, body: proof }));
      const enabled = await call(t, routes.operatorTwoFactorEnable, {
        body: { code: codeNow(t, setup.secret) },
        token,
      });
      expect(enabled.status).toBe(200);
      expect((await call(t, routes.adminOverview, { token })).status).toBe(200);
      // Required: it cannot be turned off again.
      nextStep(t);
      const off = await call(t, routes.operatorTwoFactorDisable, {
        body: { code: codeNow(t, setup.secret), password: operator.password },
        token,
      });
      expect(off).toMatchObject({ status: 403, body: { message: MSG.twoFactorOperatorRequired } });

      // Its sign-in asks for the app's code instead of mailing one.
      const mailsBefore = await countMails(t, operator.email);
      const started = await call(t, routes.operatorSignin, {
        body: { email: operator.email, password: operator.password },
        ip: nextClientIp(),
      });
      expect(started.body).toMatchObject({ message: MSG.twoFactorCodeAsked, data: { twoFactor: true } });
      expect(await countMails(t, operator.email)).toBe(mailsBefore);
      nextStep(t);
      const finished = await call(t, routes.operatorSigninTwoFactor, {
        body: { _id: dataOf(started)._id, code: codeNow(t, setup.secret) },
        ip: nextClientIp(),
      });
      expect(finished).toMatchObject({ status: 200, body: { message: MSG.operatorSignedIn } });
    } finally {
      await call(t, routes.adminSettingsUpdate, { body: { operatorTwoFactorRequired: false }, token: boss });
    }
  });
});

describe('sessions', () => {
  it("sessions list shows only the caller's sessions and revoke-others keeps the current one", async () => {
    const member = await createMember(t);
    const other = await signedInMember(t);
    const agent =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    const phone = await signIn(t, member, {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
    });
    const desk = await signIn(t, member, { 'user-agent': agent });
    const phoneToken = apiTokenOf(phone.body) ?? '';
    const deskToken = apiTokenOf(desk.body) ?? '';
    const listed = dataOf(await call(t, routes.sessions.member, { token: deskToken }));
    expect(listed).toHaveLength(2);
    expect(listed.map((row) => row.device).sort()).toEqual(['Chrome on Windows', 'Safari on iOS']);
    expect(listed.find((row) => row.current)).toMatchObject({ browser: 'Chrome', system: 'Windows' });
    expect(listed.filter((row) => row.current)).toHaveLength(1);
    expect(listed.find((row) => row.current)?.userAgent).toBe(agent);
    expect(listed.every((row) => typeof row.ipAddress === 'string' && row.ipAddress.length > 0)).toBe(true);

    const revoked = await call(t, routes.sessionsRevokeOthers.member, { token: deskToken });
    expect(revoked).toMatchObject({ status: 200, body: { message: MSG.sessionsRevoked } });
    expect((await call(t, routes.profile.member, { token: phoneToken })).status).toBe(401);
    expect((await call(t, routes.profile.member, { token: deskToken })).status).toBe(200);
    expect(dataOf(await call(t, routes.sessions.member, { token: deskToken }))).toHaveLength(1);
    // Another member's session is untouched.
    expect((await call(t, routes.profile.member, { token: other.token })).status).toBe(200);
  });
});

describe('whose two-factor', () => {
  it("member A cannot touch member B's 2FA", async () => {
    const memberA = await signedInMember(t);
    const memberB = await signedInMember(t);
    const { secret } = await enableTwoFactor(t, memberB.token);
    // A's calls reach A's own account only: B's code does not turn A's off or on, and B stays on.
    const off = await call(t, routes.twoFactorDisable.member, {
      body: { code: codeNow(t, secret), password: memberA.password },
      token: memberA.token,
    });
    expect(off).toMatchObject({ status: 409, body: { message: MSG.twoFactorNotEnabled } });
    await call(t, routes.twoFactorSetup.member, {
      token: memberA.token,
      body: await securityProof(t, { token: memberA.token }),
    });
    const on = await call(t, routes.twoFactorEnable.member, {
      body: { code: codeNow(t, secret) },
      token: memberA.token,
    });
    expect(on.status).toBe(400);
    expect(dataOf(await call(t, routes.twoFactorStatus.member, { token: memberB.token })).enabled).toBe(true);
    expect(dataOf(await call(t, routes.twoFactorStatus.member, { token: memberA.token })).enabled).toBe(false);
    // B's code was never used: B still signs in with it.
    const started = await signIn(t, memberB);
    const finished = await call(t, routes.signinTwoFactor, {
      body: { _id: dataOf(started)._id, code: codeNow(t, secret) },
      ip: nextClientIp(),
    });
    expect(finished.status).toBe(200);
    // A's sessions list does not show B's sessions.
    const listed = dataOf(await call(t, routes.sessions.member, { token: memberA.token }));
    expect(listed.every((row) => row._id !== undefined)).toBe(true);
    expect(listed).toHaveLength(1);
    await loginToken(t, { email: memberA.email, password: memberA.password });
  });
});
