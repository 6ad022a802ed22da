import type { AddressInfo } from 'node:net';
import { MSG, routes } from '@app/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../src/lib/mailer';
import { call, createMember, get, loginToken, useTestApp } from './helper';

// The real delivery path: nodemailer talking SMTP to a server started here, no outbox involved.
interface ReceivedMail {
  to: string[];
  raw: string;
}

const received: ReceivedMail[] = [];
let smtp: SMTPServer | undefined;
let port = 0;

function startSmtp(listenPort: number): Promise<number> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  smtp = server;
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    const listener = server.listen(listenPort, '127.0.0.1', () => resolve((listener.address() as AddressInfo).port));
  });
}

function stopSmtp(): Promise<void> {
  const server = smtp;
  smtp = undefined;
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

function mailsTo(email: string) {
  return received.filter((mail) => mail.to.includes(email));
}

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
  };
}

beforeAll(async () => {
  port = await startSmtp(0);
});
// Registered before the app, so the server stops after the app has closed.
afterAll(() => stopSmtp());

const t = useTestApp({
  mailer: (config) => createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: config.MAIL_FROM }),
});
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
    await stopSmtp();
    const mailFailed = { status: 503, body: { success: false, message: MSG.mailFailed, code: 'MAIL_FAILED' } };
    expect(await call(t, routes.signupOtp, { body })).toEqual(mailFailed);
    // Had the undelivered code been kept, this retry would meet the 60 s cooldown (429).
    expect(await call(t, routes.signupOtp, { body })).toEqual(mailFailed);
    const verify = await call(t, routes.signupVerify, { body: { ...body, otp: '123456' } });
    expect(verify).toMatchObject({ status: 400, body: { message: MSG.otpExpired } });
    expect(mailsTo(body.email)).toHaveLength(0);

    await startSmtp(port);
    expect((await call(t, routes.signupOtp, { body })).status).toBe(200);
    const code = /Your verification code is (\d{6})\./.exec(mailsTo(body.email)[0]?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await call(t, routes.signupVerify, { body: { ...body, otp: code } })).status).toBe(200);
  });
});
