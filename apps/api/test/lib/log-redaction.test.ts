import { Writable } from 'node:stream';
import { ROLE } from '@app/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { loggerOptions } from '../../src/lib/log-redaction';
import { hashPassword } from '../../src/lib/passwords';
import { createMember, useTestApp } from '../helper';

const t = useTestApp();

/** A logger configured as the server's, writing into a string. */
function capturingLogger() {
  let output = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
  return { log: app.log, output: () => output };
}

describe('log lines', () => {
  it('carry a failed query without its parameters: no password hash, no e-mail, no phone', async () => {
    const existing = await createMember(t);
    const passwordHash = await hashPassword('Another@123');
    const failure = await t.ctx.db
      .insert(users)
      .values({ fullName: 'Clash', email: existing.email, phone: '9876543210', passwordHash, role: ROLE.user })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(existing.email);

    const { log, output } = capturingLogger();
    log.error({ err: failure }, 'unhandled error');
    const line = output();
    expect(line).toContain('Failed query');
    expect(line).toContain('[redacted]');
    for (const secret of [existing.email, passwordHash, '9876543210']) expect(line).not.toContain(secret);
  });

  it('redact personal fields and the query string of a request', () => {
    const { log, output } = capturingLogger();
    log.info({ email: 'someone@example.com', body: { phone: '9123456789', password: 'Secret@123' } }, 'context');
    log.info({ req: { method: 'GET', url: '/dev/mailbox.json?to=someone@example.com' } }, 'request');
    const text = output();
    for (const secret of ['someone@example.com', '9123456789', 'Secret@123']) expect(text).not.toContain(secret);
    expect(text).toContain('/dev/mailbox.json');
  });
});
