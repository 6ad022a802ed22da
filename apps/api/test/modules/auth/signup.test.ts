import { MSG, ROLE, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { RATE_RULES } from '../../../src/core/rate-limit';
import { contentPages, otps, users } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import { hmac } from '../../../src/lib/tokens';
import { call, countMails, createMember, loginToken, readLatestOtp, useTestApp } from '../../helper';

const t = useTestApp();
let sponsor: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  sponsor = await createMember(t, { fullName: 'Asha Sponsor' });
});

let emailSequence = 0;
function signupBody(overrides: Record<string, unknown> = {}) {
  emailSequence += 1;
  return {
    fullName: 'Ravi Kumar',
    phone: '9876543210',
    email: `ravi${emailSequence}@example.test`,
    password: 'Strong@123',
    confirmPassword: 'Strong@123',
    referBy: sponsor.referId?.toLowerCase(),
    role_name: 'User',
    acceptTerms: true,
    ...overrides,
  };
}

describe('POST /publicApi/referCheck', () => {
  it('upper-cases the code and answers the referrer name', async () => {
    const response = await call(t, routes.referCheck, { body: { referBy: ` ${sponsor.referId?.toLowerCase()} ` } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { fullName: 'Asha Sponsor' } });
  });

  it('refuses an unknown code and a missing one', async () => {
    expect((await call(t, routes.referCheck, { body: { referBy: 'NOPE1234' } })).body).toMatchObject({
      success: false,
      message: MSG.referralInvalid,
    });
    const missing = await call(t, routes.referCheck, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MSG.referralRequired);
  });
});

describe('POST /publicApi/otpVerifyuser validation, in the order of docs/product.md#accounts', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['empty name', { fullName: '  ' }, MSG.fullNameRequired],
    ['missing name before everything else', { fullName: undefined, phone: '', email: '' }, MSG.fullNameRequired],
    // A chosen name reaches other members' mails under their anti-phishing code
    // (docs/decisions/046-no-way-around-the-second-person.md).
    [
      'a name carrying a link',
      { fullName: 'Security team: unlock now at https://evil.example/unlock' },
      MSG.fullNameNoAddress,
    ],
    ['a name carrying an e-mail address', { fullName: 'Write to help@evil.example' }, MSG.fullNameNoAddress],
    ['missing phone', { phone: '' }, MSG.phoneRequired],
    ['short phone', { phone: '12345' }, MSG.phoneInvalid],
    ['letters in phone', { phone: '98765abcde' }, MSG.phoneInvalid],
    ['a national number of another country, without its country code', { phone: '07700900123' }, MSG.phoneInvalid],
    ['a country code with too few digits for its country', { phone: '+44 7700 9001' }, MSG.phoneInvalid],
    ['a country code with too many digits for its country', { phone: '+1 415 555 26711' }, MSG.phoneInvalid],
    ['more than E.164 allows', { phone: '+1234567890123456' }, MSG.phoneInvalid],
    ['missing email', { email: '' }, MSG.emailRequired],
    ['bad email', { email: 'ravi@nowhere' }, MSG.emailInvalid],
    ['missing confirm before password', { confirmPassword: '', password: '' }, MSG.confirmPasswordRequired],
    ['missing password', { password: '' }, MSG.passwordRequired],
    ['short password', { password: 'abc', confirmPassword: 'abc' }, MSG.passwordTooShort],
    [
      '129-character password',
      { password: 'Ab1@'.repeat(33).slice(0, 129), confirmPassword: 'Ab1@'.repeat(33).slice(0, 129) },
      MSG.passwordTooLong,
    ],
    ['eight spaces', { password: '        ', confirmPassword: '        ' }, MSG.passwordTooCommon],
    ['one repeated letter', { password: 'aaaaaaaaaa', confirmPassword: 'aaaaaaaaaa' }, MSG.passwordTooCommon],
    ['a common password', { password: '12345678', confirmPassword: '12345678' }, MSG.passwordTooCommon],
    ['a common password in capitals', { password: 'PASSWORD', confirmPassword: 'PASSWORD' }, MSG.passwordTooCommon],
    ['a common password with symbols', { password: 'P@ssw0rd', confirmPassword: 'P@ssw0rd' }, MSG.passwordTooCommon],
    ['mismatch before referral', { confirmPassword: 'Other@1234', referBy: '' }, MSG.passwordMismatch],
    ['missing referral', { referBy: '' }, MSG.referralRequired],
    ['unknown referral', { referBy: 'ZZZZ9999' }, MSG.referralInvalid],
    ['wrong type', { phone: 9876543210 }, MSG.phoneRequired],
    ['terms not accepted', { acceptTerms: false }, MSG.termsRequired],
    ['terms not sent', { acceptTerms: undefined }, MSG.termsRequired],
    ['terms accepted with a string', { acceptTerms: 'true' }, MSG.termsRequired],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const body = signupBody(overrides);
    const response = await call(t, routes.signupOtp, { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message, code: 'VALIDATION' });
    expect(await countMails(t, String(body.email))).toBe(0);
  });

  it('limits the sends per address whatever the e-mails, registered ones included', async () => {
    const ip = '10.66.0.1';
    for (let attempt = 1; attempt <= RATE_RULES.otpSendPerIp.max; attempt += 1) {
      const email = attempt % 2 ? sponsor.email : `harvest${attempt}@example.test`;
      const sent = await call(t, routes.signupOtp, { body: signupBody({ email }), ip });
      expect([200, 429]).toContain(sent.status);
    }
    const limited = await call(t, routes.signupOtp, { body: signupBody(), ip });
    expect(limited).toEqual({ status: 429, body: { success: false, message: MSG.rateLimited, code: 'RATE_LIMITED' } });
  });
});

describe('a registered e-mail at sign-up', () => {
  /** Step 1 for `email` from the client address `ip`. */
  async function stepOne(email: string, ip: string) {
    const body = signupBody({ email });
    return { body, answer: await call(t, routes.signupOtp, { body, ip }) };
  }

  it("answers step 1 for a member's, a vendor's and an operator's address exactly as for a new one", async () => {
    const accounts = [
      await createMember(t),
      await createMember(t, { role: ROLE.vendor }),
      await createMember(t, { role: ROLE.admin, fullName: 'Olga Operator' }),
    ];
    const fresh = await stepOne('brand.new@example.test', '10.67.0.1');
    expect(fresh.answer).toEqual({ status: 200, body: { success: true, message: MSG.signupOtpSent } });
    for (const [index, account] of accounts.entries()) {
      const registered = await stepOne(account.email.toUpperCase(), `10.67.1.${index}`);
      expect(registered.answer).toEqual(fresh.answer);
    }
    // A send inside the minute meets the same cooldown for both.
    const freshAgain = await call(t, routes.signupOtp, { body: fresh.body, ip: '10.67.0.1' });
    const registeredAgain = await call(t, routes.signupOtp, {
      body: signupBody({ email: accounts[0]?.email }),
      ip: '10.67.1.0',
    });
    expect(registeredAgain.status).toBe(429);
    expect(registeredAgain.body).toEqual(freshAgain.body);
  });

  it('mails the owner how to log in or reset the password, and no code', async () => {
    const member = await createMember(t, { fullName: 'Rita Registered' });
    await stepOne(member.email, '10.69.0.1');
    await afterResponseSettled();
    const [mail, ...others] = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 10 });
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('NexaTech: someone tried to sign up with your e-mail address');
    expect(mail?.text).toContain('Hello Rita Registered,');
    expect(mail?.text).toContain(`${t.ctx.config.PUBLIC_URL}/login`);
    expect(mail?.text).toContain(`${t.ctx.config.PUBLIC_URL}/forget-Password`);
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
  });

  it("writes that mail in the account's language, and sends an operator to the console", async () => {
    const cases = [
      { locale: 'es', subject: /alguien intentó registrarse/, text: /Si fuiste tú/, role: ROLE.user },
      { locale: 'hi', subject: /पंजीकरण करने की कोशिश/, text: /पासवर्ड भूल गए\?/, role: ROLE.user },
      { locale: null, subject: /^NexaTech: someone tried/, text: /\/admin\/login/, role: ROLE.admin },
    ];
    for (const [index, expected] of cases.entries()) {
      const account = await createMember(t, { role: expected.role });
      await t.ctx.db.update(users).set({ locale: expected.locale }).where(eq(users.id, account.id));
      await stepOne(account.email, `10.70.0.${index}`);
      await afterResponseSettled();
      const [mail] = await readOutbox({ dir: t.outboxDir, to: account.email, limit: 1 });
      expect(mail?.subject).toMatch(expected.subject);
      expect(mail?.text).toMatch(expected.text);
      if (expected.role === ROLE.admin) expect(mail?.text).not.toContain('/forget-Password');
    }
  });

  it('answers step 2 as a wrong code, whatever the code, and makes no second account', async () => {
    const member = await createMember(t, { fullName: 'Asha Registered' });
    const { body } = await stepOne(member.email, '10.71.0.1');
    for (const otp of ['000000', '123456', '999999']) {
      const answer = await call(t, routes.signupVerify, { body: { ...body, otp }, ip: '10.71.0.1' });
      expect(answer).toEqual({ status: 400, body: { success: false, message: MSG.otpWrong, code: 'OTP_INVALID' } });
    }
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, member.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fullName).toBe('Asha Registered');
  });

  it('answers even the right code as one that is no more, and makes no second account', async () => {
    const member = await createMember(t);
    const { body } = await stepOne(member.email, '10.72.0.1');
    // Nobody was mailed this code; a guesser who found it anyway.
    const code = '424242';
    const hash = hmac(t.ctx.config.APP_SECRET, `signup:${member.email}:${code}`);
    await t.ctx.db.update(otps).set({ codeHash: hash }).where(eq(otps.subject, member.email));
    const answer = await call(t, routes.signupVerify, { body: { ...body, otp: code }, ip: '10.72.0.1' });
    expect(answer).toEqual({ status: 400, body: { success: false, message: MSG.otpExpired, code: 'OTP_INVALID' } });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, member.email))).toHaveLength(1);
  });
});

describe('the terms a member accepts', () => {
  it("keeps when they were accepted and which texts: the shipped ones, then an operator's edit by its time", async () => {
    const signUp = async (ip: string) => {
      const body = signupBody();
      expect((await call(t, routes.signupOtp, { body, ip })).status).toBe(200);
      const otp = await readLatestOtp(t, body.email);
      const verified = await call(t, routes.signupVerify, { body: { ...body, otp }, ip });
      expect(verified.status).toBe(200);
      const [member] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
      return member;
    };
    const first = await signUp('10.78.0.1');
    expect(first?.termsAcceptedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(first?.termsVersion).toBe('/terms-of-service@shipped /risk-disclosure@shipped');

    const editedAt = t.clock.now();
    await t.ctx.db
      .insert(contentPages)
      .values({ path: '/risk-disclosure', title: 'Risk disclosure', body: '## Risks', updatedAt: editedAt });
    const second = await signUp('10.78.0.2');
    expect(second?.termsVersion).toBe(`/terms-of-service@shipped /risk-disclosure@${editedAt.toISOString()}`);
  });

  it('refuses the verify step without them too, and creates nobody', async () => {
    const body = signupBody();
    expect((await call(t, routes.signupOtp, { body, ip: '10.78.0.3' })).status).toBe(200);
    const otp = await readLatestOtp(t, body.email);
    const { acceptTerms: _left, ...withoutTerms } = body;
    const refused = await call(t, routes.signupVerify, { body: { ...withoutTerms, otp }, ip: '10.78.0.3' });
    expect(refused).toEqual({ status: 400, body: { success: false, message: MSG.termsRequired, code: 'VALIDATION' } });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });
});

describe('international mobile numbers', () => {
  it.each([
    ['+44 7700 900123', '+447700900123'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+49 151 1234 5678', '+4915112345678'],
    ['98765 43210', '9876543210'],
  ])('takes %s with its country code and keeps %s', async (typed, kept) => {
    const body = signupBody({ phone: typed });
    // An address of its own: the sign-ups of this file share the per-address limit otherwise.
    const ip = `10.77.0.${kept.length}${typed.length}`;
    expect((await call(t, routes.signupOtp, { body, ip })).status).toBe(200);
    const otp = await readLatestOtp(t, body.email);
    expect((await call(t, routes.signupVerify, { body: { ...body, otp }, ip })).status).toBe(200);
    const [member] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(member?.phone).toBe(kept);
  });
});

describe('sign-up with the e-mailed OTP', () => {
  it('creates the member under the referrer with an own referral code, once', async () => {
    const body = signupBody();
    const sent = await call(t, routes.signupOtp, { body });
    expect(sent).toMatchObject({ status: 200, body: { success: true, message: MSG.signupOtpSent } });
    const otp = await readLatestOtp(t, body.email);
    const verified = await call(t, routes.signupVerify, { body: { ...body, otp } });
    expect(verified).toMatchObject({ status: 200, body: { success: true, message: MSG.signupDone } });

    const [member] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(member).toMatchObject({ role: 'User', sponsorId: sponsor.id, fullName: 'Ravi Kumar', phone: '9876543210' });
    expect(member?.referId).toMatch(/^[A-Z2-9]{8}$/);
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await loginToken(t, { email: body.email, password: body.password })).toHaveLength(43);

    const again = await call(t, routes.signupVerify, { body: { ...body, otp } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.otpExpired);
  });

  it('checks the OTP field rules', async () => {
    expect((await call(t, routes.signupVerify, { body: signupBody({ otp: '' }) })).body.message).toBe(MSG.otpRequired);
    expect((await call(t, routes.signupVerify, { body: signupBody({ otp: '12345' }) })).body.message).toBe(
      MSG.otpInvalidFormat,
    );
  });

  it('burns the code on the fifth wrong try', async () => {
    const body = signupBody();
    await call(t, routes.signupOtp, { body });
    const otp = await readLatestOtp(t, body.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await call(t, routes.signupVerify, { body: { ...body, otp: wrong } })).body.message).toBe(MSG.otpWrong);
    }
    expect((await call(t, routes.signupVerify, { body: { ...body, otp: wrong } })).body.message).toBe(MSG.otpBurnt);
    const right = await call(t, routes.signupVerify, { body: { ...body, otp } });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(MSG.otpBurnt);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    t.clock.advanceSeconds(1);
    expect((await call(t, routes.signupOtp, { body })).status).toBe(200);
  });

  it('lets the right code win exactly once when it arrives many times at once', async () => {
    const body = signupBody();
    await call(t, routes.signupOtp, { body });
    const otp = await readLatestOtp(t, body.email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call(t, routes.signupVerify, { body: { ...body, otp }, ip: `10.77.0.${index + 1}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 400)).toBe(true);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
  });

  it('gives a burst of wrong guesses no more tries than a sequence', async () => {
    const body = signupBody();
    await call(t, routes.signupOtp, { body });
    const otp = await readLatestOtp(t, body.email);
    const guesses = Array.from({ length: 30 }, (_, index) =>
      String((Number(otp) + index + 1) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((guess, index) =>
        call(t, routes.signupVerify, { body: { ...body, otp: guess }, ip: `10.78.0.${index + 1}` }),
      ),
    );
    expect(answers.filter((answer) => answer.body.message === MSG.otpWrong)).toHaveLength(4);
    expect(answers.filter((answer) => answer.body.message === MSG.otpBurnt)).toHaveLength(26);
  });

  it('refuses an expired code', async () => {
    const body = signupBody();
    await call(t, routes.signupOtp, { body });
    const otp = await readLatestOtp(t, body.email);
    t.clock.advanceSeconds(10 * 60 + 1);
    const response = await call(t, routes.signupVerify, { body: { ...body, otp } });
    expect(response).toMatchObject({ status: 400, body: { message: MSG.otpExpired, code: 'OTP_INVALID' } });
  });

  it('keeps a 60 second resend cooldown, then sends a new code that replaces the old one', async () => {
    const body = signupBody();
    await call(t, routes.signupOtp, { body });
    const first = await readLatestOtp(t, body.email);
    t.clock.advanceSeconds(30);
    const tooSoon = await call(t, routes.signupOtp, { body });
    expect(tooSoon).toMatchObject({ status: 429, body: { success: false, message: MSG.otpCooldown } });
    expect(await countMails(t, body.email)).toBe(1);
    t.clock.advanceSeconds(31);
    expect((await call(t, routes.signupOtp, { body })).status).toBe(200);
    const second = await readLatestOtp(t, body.email);
    expect(await countMails(t, body.email)).toBe(2);
    if (first !== second) {
      expect((await call(t, routes.signupVerify, { body: { ...body, otp: first } })).body.message).toBe(MSG.otpWrong);
    }
    expect((await call(t, routes.signupVerify, { body: { ...body, otp: second } })).status).toBe(200);
  });

  it('builds the account from the fields sent with the code, so a later send by someone else chooses nothing', async () => {
    const body = signupBody();
    await call(t, routes.signupOtp, { body });
    t.clock.advanceSeconds(61);
    const intruder = { ...body, fullName: 'Intruder', password: 'Intruder@1', confirmPassword: 'Intruder@1' };
    expect((await call(t, routes.signupOtp, { body: intruder })).status).toBe(200);
    const otp = await readLatestOtp(t, body.email);
    expect((await call(t, routes.signupVerify, { body: { ...body, otp } })).status).toBe(200);
    const [member] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(member?.fullName).toBe('Ravi Kumar');
    expect(await loginToken(t, { email: body.email, password: body.password })).toHaveLength(43);
  });

  it('checks the fields again at verification', async () => {
    const body = signupBody();
    await call(t, routes.signupOtp, { body });
    const otp = await readLatestOtp(t, body.email);
    const response = await call(t, routes.signupVerify, { body: { ...body, otp, confirmPassword: 'Other@1234' } });
    expect(response.body.message).toBe(MSG.passwordMismatch);
    expect((await call(t, routes.signupVerify, { body: { ...body, otp } })).status).toBe(200);
  });
});
