import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createSmtpMailer } from '../src/lib/mailer';
import type { TestAppOptions } from './helper';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free port for the file's tests, started before its app and stopped after it (register
 * it before useTestApp). Tests may stop it and start it again on the same port to play a mail server that is down.
 */
export function useTestSmtp() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  function start(listenPort = port): Promise<void> {
    const next = new SMTPServer({
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
    server = next;
    return new Promise((resolve, reject) => {
      next.on('error', reject);
      const listener = next.listen(listenPort, '127.0.0.1', () => {
        port = (listener.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  function stop(): Promise<void> {
    const current = server;
    server = undefined;
    return new Promise((resolve) => (current ? current.close(() => resolve()) : resolve()));
  }

  beforeAll(() => start(0));
  afterAll(() => stop());

  const mailer: NonNullable<TestAppOptions['mailer']> = (config) =>
    createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: config.MAIL_FROM });
  return {
    received,
    mailsTo: (email: string) => received.filter((mail) => mail.to.includes(email)),
    start: () => start(),
    stop,
    mailer,
  };
}
