import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { MSG, routes } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { loggerOptions } from '../../src/lib/log-redaction';
import { useTestApp } from '../helper';

// A request must arrive whole within REQUEST_TIMEOUT_MS (docs/decisions/006-reliability-and-abuse.md#what-a-stranger-may-not-do):
// real sockets against a listening server, trickling a body or headers a byte at a time, with the limit at 1 s.

const TIMEOUT_MS = 1_000;
const t = useTestApp({ env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
let app: App;
let port: number;
const logLines: { level: number; msg: string }[] = [];
let linesAtStart = 0;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(text));
      done();
    },
  });
  // The app as the server runs it, logging at info, so a cut request that logged an error would show.
  app = await buildApp({ ctx: t.ctx, logger: { ...loggerOptions('info'), stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  linesAtStart = logLines.length;
});
afterAll(async () => {
  await app?.close();
});

interface Trickled {
  answer: string;
  closedAfterMs: number;
}

/** Opens a connection, writes `head`, then one byte of `rest` every 100 ms until the server closes it. */
function trickle(head: string, rest: string): Promise<Trickled> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < rest.length && socket.writable) socket.write(rest[sent++] ?? '');
    }, 100);
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
    socket.write(head);
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after 10 s; answered so far: ${JSON.stringify(answer)}`));
    }, 10_000);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], body: body ? (JSON.parse(body) as unknown) : undefined };
}

const timedOut = { success: false, message: MSG.requestTimeout, code: 'REQUEST_TIMEOUT' };
const BODY = JSON.stringify({ email: 'slow@example.test', password: 'Secret@123', role_name: 'User' });

describe('a request that does not arrive in time', () => {
  it('is cut with 408 in the envelope when its body trickles in', async () => {
    const head =
      `POST ${routes.login.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${BODY.length}\r\n\r\n`;
    const { answer, closedAfterMs } = await trickle(head, BODY);
    expect(parse(answer)).toEqual({ statusLine: 'HTTP/1.1 408 Request Timeout', body: timedOut });
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 2_000);
  });

  it('is cut the same way when its headers trickle in', async () => {
    const { answer } = await trickle(`GET /healthz HTTP/1.1\r\n`, 'X-Slow: '.padEnd(200, 'a'));
    expect(parse(answer)).toEqual({ statusLine: 'HTTP/1.1 408 Request Timeout', body: timedOut });
  });

  it('logs nothing at info for a cut request, and the server answers the next one', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
    expect(logLines.slice(linesAtStart)).toEqual([]);
  });

  it('answers a request that arrives whole in time as usual', async () => {
    const fast = await fetch(`http://127.0.0.1:${port}${routes.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: BODY,
    });
    expect(fast.status).toBe(400);
    expect(await fast.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});

describe('REQUEST_TIMEOUT_MS', () => {
  it('is 30 s unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).REQUEST_TIMEOUT_MS).toBe(30_000);
  });
});
