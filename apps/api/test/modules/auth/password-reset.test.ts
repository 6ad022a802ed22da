import { MSG, ROLE, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { issueOtp } from '../../../src/core/otp';
import { securityEvents } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import {
  call,
  countMails,
  createMember,
  createTestApp,
  loginToken,
  nextClientIp,
  readLatestOtp,
  useTestApp,
} from '../../helper';

const t = useTestApp();

const SEND = routes.resetOtp;
const VERIFY = routes.resetVerify;
const PROFILE = routes.profile.member;
const NEW_PASSWORD = 'Fresh@2026';
const otpExpired = { status: 400, body: { success: false, message: MSG.otpExpired, code: 'OTP_INVALID' } };

type Member = Awaited<ReturnType<typeof createMember>>;

function sendBody(email: string | undefined, overrides: Record<string, unknown> = {}) {
  return { email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, role_name: 'User', ...overrides };
}

async function requestCode(member: Member) {
  const sent = await call(t, SEND, { body: sendBody(member.email) });
  expect(sent.status).toBe(200);
  return readLatestOtp(t, member.email);
}

function wrongCode(code: string) {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /publicApi/sellerOtpSend validation, in the order of docs/product.md#accounts', () => {
  let member: Member;
  beforeAll(async () => {
    member = await createMember(t);
  });
  const cases: [string, Record<string, unknown>, string][] = [
    ['missing e-mail before everything', { email: undefined, password: '', confirmPassword: '' }, MSG.emailRequired],
    ['blank e-mail', { email: '  ' }, MSG.emailRequired],
    ['e-mail without a domain ending', { email: 'ravi@nowhere' }, MSG.emailInvalid],
    ['missing password before confirm', { password: '', confirmPassword: '' }, MSG.passwordRequired],
    ['short password', { password: 'abc', confirmPassword: 'abc' }, MSG.passwordTooShort],
    [
      '129-character password',
      { password: 'x1'.repeat(65).slice(0, 129), confirmPassword: 'x1'.repeat(65).slice(0, 129) },
      MSG.passwordTooLong,
    ],
    ['a common password', { password: 'iloveyou1', confirmPassword: 'iloveyou1' }, MSG.passwordTooCommon],
    ['missing confirm password', { confirmPassword: '' }, MSG.confirmPasswordRequired],
    ['passwords not equal', { confirmPassword: 'Other@2026' }, MSG.passwordMismatch],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const response = await call(t, SEND, { body: { ...sendBody(member.email), ...overrides } });
    expect(response).toEqual({ status: 400, body: { success: false, message, code: 'VALIDATION' } });
    expect(await countMails(t, member.email)).toBe(0);
  });

  it('keeps the contract wording of the invalid e-mail message, two spaces included', () => {
    expect(MSG.emailInvalid).toBe('Email  Invalid');
  });
});

describe('POST /publicApi/sellerOtpVerify validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['missing e-mail', { otp: '123456' }, MSG.emailRequired],
    ['invalid e-mail', { email: 'a@b', otp: '123456' }, MSG.emailInvalid],
    ['missing OTP', { email: 'a@example.test' }, MSG.otpRequired],
    ['empty OTP', { email: 'a@example.test', otp: ' ' }, MSG.otpRequired],
    ['five digits', { email: 'a@example.test', otp: '12345' }, MSG.otpInvalidFormat],
    ['letters', { email: 'a@example.test', otp: '12a456' }, MSG.otpInvalidFormat],
    ['a number instead of a string', { email: 'a@example.test', otp: 123456 }, MSG.otpRequired],
  ];
  it.each(cases)('%s', async (_name, body, message) => {
    expect(await call(t, VERIFY, { body })).toEqual({
      status: 400,
      body: { success: false, message, code: 'VALIDATION' },
    });
  });
});

describe('sending the reset code does not reveal whether an e-mail is registered', () => {
  it('answers a registered address before its mail is written, so its timing equals an unknown one', async () => {
    let release: () => void = () => undefined;
    const mailGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let mailsStarted = 0;
    const slow = await createTestApp({
      mailer: () => ({
        kind: 'outbox',
        send: async () => {
          mailsStarted += 1;
          await mailGate;
        },
        close: async () => undefined,
      }),
    });
    try {
      const member = await createMember(slow);
      const answer = await Promise.race([
        call(slow, SEND, { body: sendBody(member.email) }),
        new Promise<'waited for the mail'>((resolve) => setTimeout(() => resolve('waited for the mail'), 3_000)),
      ]);
      expect(answer).toEqual({ status: 200, body: { success: true, message: MSG.resetOtpSent } });
      await expect.poll(() => mailsStarted).toBe(1);
    } finally {
      release();
      await slow.close();
    }
  });

  it('answers a registered and an unknown e-mail identically and mails only the registered one', async () => {
    const member = await createMember(t);
    const unknown = 'ghost.reset@example.test';
    const registered = await call(t, SEND, { body: sendBody(member.email) });
    const stranger = await call(t, SEND, { body: sendBody(unknown) });
    expect(registered).toEqual({ status: 200, body: { success: true, message: MSG.resetOtpSent } });
    expect(stranger).toEqual(registered);
    expect(await countMails(t, member.email)).toBe(1);
    expect(await countMails(t, unknown)).toBe(0);
  });

  it("mails a vendor's code for the form's role_name User, and the code resets the vendor's password", async () => {
    const vendor = await createMember(t, { role: ROLE.vendor });
    const otp = await requestCode(vendor);
    expect(await countMails(t, vendor.email)).toBe(1);
    const reset = await call(t, VERIFY, { body: { ...sendBody(vendor.email), otp } });
    expect(reset.status).toBe(200);
    const login = await call(t, routes.login, {
      body: { email: vendor.email, password: NEW_PASSWORD, role_name: 'User' },
      ip: nextClientIp(),
    });
    expect(login.body.data).toMatchObject({ _id: vendor.id, role: 'Vendor' });
  });

  it('answers a second send within 60 s with the same success and no second mail, then mails again', async () => {
    const member = await createMember(t);
    const first = await call(t, SEND, { body: sendBody(member.email) });
    t.clock.advanceSeconds(30);
    const second = await call(t, SEND, { body: sendBody(member.email) });
    expect(second).toEqual(first);
    expect(second.status).toBe(200);
    expect(await countMails(t, member.email)).toBe(1);
    t.clock.advanceSeconds(31);
    expect(await call(t, SEND, { body: sendBody(member.email) })).toEqual(first);
    expect(await countMails(t, member.email)).toBe(2);
  });
});

describe('POST /publicApi/sellerOtpVerify with the mailed code', () => {
  it('sets the new password, ends every open session of that account only, and works once', async () => {
    const member = await createMember(t);
    const bystander = await createMember(t);
    const sessions = [await loginToken(t, member), await loginToken(t, member)];
    const bystanderSession = await loginToken(t, bystander);
    const otp = await requestCode(member);
    expect((await call(t, PROFILE, { token: sessions[0] })).status).toBe(200);

    const done = await call(t, VERIFY, { body: { ...sendBody(member.email), otp } });
    expect(done).toEqual({ status: 200, body: { success: true, message: MSG.resetDone } });
    for (const token of sessions) {
      expect(await call(t, PROFILE, { token })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    }
    expect((await call(t, PROFILE, { token: bystanderSession })).status).toBe(200);
    const oldPassword = await call(t, routes.login, { body: { email: member.email, password: member.password } });
    expect(oldPassword).toMatchObject({ status: 400, body: { message: MSG.loginInvalid } });
    expect(await loginToken(t, { email: member.email, password: NEW_PASSWORD })).toHaveLength(43);

    expect(await call(t, VERIFY, { body: { ...sendBody(member.email), otp } })).toEqual(otpExpired);

    // The reset is recorded and alerted with the "This wasn't me" link; the bystander hears nothing.
    await afterResponseSettled();
    const [alert] = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 1 });
    expect(alert?.subject).toBe('Your NexaTech password was reset');
    expect(alert?.text).toContain('/freeze-account/');
    const events = await t.ctx.db.select().from(securityEvents).where(eq(securityEvents.userId, member.id));
    expect(events.map((event) => event.kind)).toContain('passwordReset');
    expect(await readOutbox({ dir: t.outboxDir, to: bystander.email, limit: 5 })).toEqual([]);
  });

  it('answers a wrong code with MSG.otpWrong and still takes the right one afterwards', async () => {
    const member = await createMember(t);
    const otp = await requestCode(member);
    const wrong = await call(t, VERIFY, { body: { ...sendBody(member.email), otp: wrongCode(otp) } });
    expect(wrong).toEqual({ status: 400, body: { success: false, message: MSG.otpWrong, code: 'OTP_INVALID' } });
    expect((await call(t, VERIFY, { body: { ...sendBody(member.email), otp } })).status).toBe(200);
  });

  it('burns the code on the fifth wrong try and leaves the password unchanged', async () => {
    const member = await createMember(t);
    const otp = await requestCode(member);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await call(t, VERIFY, { body: { ...sendBody(member.email), otp: wrongCode(otp) } });
      expect(wrong.body.message).toBe(MSG.otpWrong);
    }
    const fifth = await call(t, VERIFY, { body: { ...sendBody(member.email), otp: wrongCode(otp) } });
    expect(fifth).toEqual({ status: 400, body: { success: false, message: MSG.otpBurnt, code: 'OTP_INVALID' } });
    const right = await call(t, VERIFY, { body: { ...sendBody(member.email), otp } });
    expect(right).toEqual({ status: 400, body: { success: false, message: MSG.otpBurnt, code: 'OTP_INVALID' } });
    expect(await loginToken(t, member)).toHaveLength(43);
  });

  it('refuses the code once 10 minutes have passed', async () => {
    const member = await createMember(t);
    const otp = await requestCode(member);
    t.clock.advanceSeconds(10 * 60 - 1);
    expect((await call(t, VERIFY, { body: { ...sendBody(member.email), otp: wrongCode(otp) } })).body.message).toBe(
      MSG.otpWrong,
    );
    t.clock.advanceSeconds(1);
    expect(await call(t, VERIFY, { body: { ...sendBody(member.email), otp } })).toEqual(otpExpired);
    expect(await loginToken(t, member)).toHaveLength(43);
  });

  it('answers every try on an unknown e-mail as on a registered one after both asked for a code', async () => {
    const member = await createMember(t);
    const ghost = 'ghost.pending@example.test';
    const registered = (otp: string) => call(t, VERIFY, { body: { ...sendBody(member.email), otp } });
    const stranger = (otp: string) => call(t, VERIFY, { body: { ...sendBody(ghost), otp } });
    const otp = await requestCode(member);
    expect(await call(t, SEND, { body: sendBody(ghost) })).toMatchObject({ status: 200 });
    const wrong = wrongCode(otp);
    // Wrong four times, then burnt by the fifth; asked again a minute later, wrong again; then expired.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await registered(wrong);
      expect(answer.body.message).toBe(attempt < 5 ? MSG.otpWrong : MSG.otpBurnt);
      expect(await stranger(wrong)).toEqual(answer);
    }
    t.clock.advanceSeconds(61);
    expect(await call(t, SEND, { body: sendBody(member.email) })).toMatchObject({ status: 200 });
    expect(await call(t, SEND, { body: sendBody(ghost) })).toMatchObject({ status: 200 });
    const fresh = await readLatestOtp(t, member.email);
    const again = await registered(wrongCode(fresh));
    expect(again.body.message).toBe(MSG.otpWrong);
    expect(await stranger(wrongCode(fresh))).toEqual(again);
    t.clock.advanceSeconds(10 * 60);
    expect(await registered(fresh)).toEqual(otpExpired);
    expect(await stranger(fresh)).toEqual(otpExpired);
    expect(await countMails(t, ghost)).toBe(0);
  });

  it('answers a wrong code on an unknown e-mail as on a registered one whose code could not be mailed', async () => {
    const downMail = await createTestApp({
      mailer: () => ({
        kind: 'smtp',
        send: async () => {
          throw new Error('the mail server is down');
        },
        close: async () => undefined,
      }),
    });
    try {
      const member = await createMember(downMail);
      const ghost = 'ghost.mail-down@example.test';
      for (const email of [member.email, ghost]) {
        expect((await call(downMail, SEND, { body: sendBody(email) })).status).toBe(200);
      }
      await afterResponseSettled();
      const registered = await call(downMail, VERIFY, { body: { ...sendBody(member.email), otp: '123456' } });
      const stranger = await call(downMail, VERIFY, { body: { ...sendBody(ghost), otp: '123456' } });
      expect(registered.body.message).toBe(MSG.otpWrong);
      expect(stranger).toEqual(registered);
    } finally {
      await downMail.close();
    }
  });

  it("records nothing and mails nobody for an unknown e-mail, even with its code's right digits", async () => {
    const ghost = 'ghost.alert@example.test';
    expect((await call(t, SEND, { body: sendBody(ghost) })).status).toBe(200);
    await afterResponseSettled();
    // The code nobody was mailed, replaced by one the test knows (a minute on, past the resend cooldown).
    t.clock.advanceSeconds(61);
    const issued = await issueOtp(t.ctx, { subject: ghost, purpose: 'password-reset:member' });
    const mailsBefore = (await readOutbox({ dir: t.outboxDir, limit: 1000 })).length;
    const eventsBefore = (await t.ctx.db.select().from(securityEvents)).length;
    expect(await call(t, VERIFY, { body: { ...sendBody(ghost), otp: issued?.code } })).toEqual(otpExpired);
    await afterResponseSettled();
    expect((await readOutbox({ dir: t.outboxDir, limit: 1000 })).length).toBe(mailsBefore);
    expect((await t.ctx.db.select().from(securityEvents)).length).toBe(eventsBefore);
  });

  it('answers an unknown e-mail exactly as a registered one without a pending code', async () => {
    const member = await createMember(t);
    const unknown = await call(t, VERIFY, { body: { ...sendBody('ghost.verify@example.test'), otp: '123456' } });
    const noPending = await call(t, VERIFY, { body: { ...sendBody(member.email), otp: '123456' } });
    expect(unknown).toEqual(otpExpired);
    expect(noPending).toEqual(unknown);
  });
});

describe('who chooses the new password', () => {
  // docs/product.md#accounts: the verify call carries "the same [email, password, confirmPassword] plus otp". Taking
  // the
  // password from step 1 instead lets anyone who knows the e-mail choose the password the owner's code sets.
  it('sets the password sent with the verify call, not one chosen by a later send from someone else', async () => {
    const member = await createMember(t);
    expect((await call(t, SEND, { body: sendBody(member.email) })).status).toBe(200);
    t.clock.advanceSeconds(61);
    const intruder = await call(t, SEND, {
      body: sendBody(member.email, { password: 'Intruder@1', confirmPassword: 'Intruder@1' }),
    });
    expect(intruder.status).toBe(200);
    const otp = await readLatestOtp(t, member.email);
    const done = await call(t, VERIFY, { body: { ...sendBody(member.email), otp } });
    expect(done.status).toBe(200);
    const intruderLogin = await call(t, routes.login, { body: { email: member.email, password: 'Intruder@1' } });
    expect(intruderLogin).toMatchObject({ status: 400, body: { code: 'INVALID_CREDENTIALS' } });
    expect(await loginToken(t, { email: member.email, password: NEW_PASSWORD })).toHaveLength(43);
  });
});
