import { MSG, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, get, loginToken, useTestApp } from '../helper';
import { useTestSmtp } from '../smtp-kit';

// The real delivery path: nodemailer talking SMTP to a server started here, no outbox involved.
function header(raw: string, name: string) {
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();
}

let emailSequence = 0;
function signupBody() {
  emailSequence += 1;
  return {
    fullName: 'Sita Smtp',
    phone: '9876543210',
    email: `smtp${emailSequence}.${process.pid}@example.test`,
    password: 'Strong@123',
    confirmPassword: 'Strong@123',
    referBy: sponsor.referId,
    role_name: 'User',
    acceptTerms: true,
  };
}

const smtp = useTestSmtp();
const { mailsTo } = smtp;
const t = useTestApp({ mailer: smtp.mailer });
let sponsor: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  sponsor = await createMember(t);
});

describe('OTP mail over SMTP', () => {
  it('reports the SMTP mailer on /readyz', async () => {
    expect((await get(t, '/readyz')).body.data).toMatchObject({ mail: 'smtp' });
  });

  it('delivers the sign-up code to the member, whose code then completes the sign-up', async () => {
    const body = signupBody();
    expect(await call(t, routes.signupOtp, { body })).toEqual({
      status: 200,
      body: { success: true, message: MSG.signupOtpSent },
    });
    const [mail, ...more] = mailsTo(body.email);
    expect(more).toHaveLength(0);
    if (!mail) throw new Error('the SMTP server received no mail for the member');
    expect(header(mail.raw, 'To')).toContain(body.email);
    expect(header(mail.raw, 'From')).toContain('no-reply@nexatech.local');
    const code = /Your verification code is (\d{6})\./.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(header(mail.raw, 'Subject')).toBe(`Your NexaTech verification code: ${code}`);

    const verified = await call(t, routes.signupVerify, { body: { ...body, otp: code } });
    expect(verified).toEqual({ status: 200, body: { success: true, message: MSG.signupDone } });
    expect(await loginToken(t, body)).toHaveLength(43);
  });
});

describe('when the SMTP server is down', () => {
  it('answers 503 MAIL_FAILED, keeps no code, and lets the member retry at once', async () => {
    const body = signupBody();
    await smtp.stop();
    const mailFailed = { status: 503, body: { success: false, message: MSG.mailFailed, code: 'MAIL_FAILED' } };
    expect(await call(t, routes.signupOtp, { body })).toEqual(mailFailed);
    // Had the undelivered code been kept, this retry would meet the 60 s cooldown (429).
    expect(await call(t, routes.signupOtp, { body })).toEqual(mailFailed);
    const verify = await call(t, routes.signupVerify, { body: { ...body, otp: '123456' } });
    expect(verify).toMatchObject({ status: 400, body: { message: MSG.otpExpired } });
    expect(mailsTo(body.email)).toHaveLength(0);

    await smtp.start();
    expect((await call(t, routes.signupOtp, { body })).status).toBe(200);
    const code = /Your verification code is (\d{6})\./.exec(mailsTo(body.email)[0]?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await call(t, routes.signupVerify, { body: { ...body, otp: code } })).status).toBe(200);
  });
});
