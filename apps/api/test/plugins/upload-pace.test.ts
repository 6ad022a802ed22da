import { MSG, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { dataOf, signedInMember, useTestApp } from '../helper';
import { fileOf, PNG } from '../kyc-kit';
import { TICKET_FIELDS } from '../ticket-kit';
import { listen, multipartForm, type Sent, sendPaced } from '../upload-socket-kit';

// A body is cut for its pace, never for lasting long (docs/decisions/006-reliability-and-abuse.md#what-a-stranger-may-not-do):
// when no byte came for BODY_STALL_MS, or when past REQUEST_TIMEOUT_MS it came slower than BODY_MIN_BYTES_PER_SECOND
// on average. A 2 MB attachment at 40 KB/s was cut with 408 at 30 s. Real sockets, with the limits shrunk: headers
// and the floor's grace 3 s, a stall 1 s, a floor of 32 KB/s.

const GRACE_MS = 3_000;
const STALL_MS = 1_000;
const FLOOR = 32 * 1024;
const t = useTestApp({
  env: {
    REQUEST_TIMEOUT_MS: String(GRACE_MS),
    BODY_STALL_MS: String(STALL_MS),
    BODY_MIN_BYTES_PER_SECOND: String(FLOOR),
  },
});
let port: number;
let token: string;

beforeAll(async () => {
  port = await listen(t);
  token = (await signedInMember(t)).token;
});

/** A ticket's form whose file is a PNG of `bytes`. */
const ticketWith = (bytes: number) =>
  multipartForm({
    fields: TICKET_FIELDS,
    field: 'files',
    fileName: 'receipt.png',
    type: 'image/png',
    bytes: fileOf([...PNG.subarray(0, 8)], bytes),
  });

const send = (form: { payload: Buffer; contentType: string }, pace: Partial<Parameters<typeof sendPaced>[0]>) =>
  sendPaced({
    port,
    path: routes.ticketCreate.member.path,
    token,
    chunkBytes: 16 * 1024,
    everyMs: 200,
    ...form,
    ...pace,
  });

const answer = (sent: Sent) => ({ status: sent.status, body: sent.body ? JSON.parse(sent.body) : undefined });
const timedOut = { status: 408, body: { success: false, message: MSG.requestTimeout, code: 'REQUEST_TIMEOUT' } };

describe('an upload on a slow line', () => {
  it('goes through at a steady pace above the floor, however long past the stall limit and the grace it lasts', async () => {
    // 16 KB every 200 ms, some 80 KB/s: 400 KB take about 5 s.
    const form = ticketWith(400 * 1024);
    const sent = await send(form, {});
    expect(answer(sent)).toMatchObject({ status: 200, body: { message: MSG.ticketOpened } });
    expect(sent.errors).toEqual([]);
    expect(sent.elapsedMs).toBeGreaterThan(GRACE_MS + STALL_MS);
    const ticket = dataOf({ status: sent.status ?? 0, body: JSON.parse(sent.body ?? '{}') });
    expect(ticket).toMatchObject({ messages: [{ attachments: [{ name: 'receipt.png', size: 400 * 1024 }] }] });
  });

  it('is cut with 408 once, past the grace, it has come slower than the floor', async () => {
    // 4 KB every 250 ms, some 16 KB/s: never a stall, but half the floor.
    const sent = await send(ticketWith(400 * 1024), { chunkBytes: 4 * 1024, everyMs: 250 });
    expect(answer(sent)).toEqual(timedOut);
    expect(sent.elapsedMs).toBeGreaterThanOrEqual(GRACE_MS - 50);
    expect(sent.elapsedMs).toBeLessThan(GRACE_MS + 3_000);
    expect(sent.written).toBeLessThan(400 * 1024);
  });

  it('is cut with 408 when it stalls, before the grace is over', async () => {
    // 64 KB at once, then nothing.
    const sent = await send(ticketWith(400 * 1024), { chunkBytes: 64 * 1024, everyMs: 0, stopAfter: 64 * 1024 });
    expect(answer(sent)).toEqual(timedOut);
    expect(sent.elapsedMs).toBeGreaterThanOrEqual(STALL_MS - 50);
    expect(sent.elapsedMs).toBeLessThan(GRACE_MS);
  });

  it('answers the next request on a fresh connection as usual', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});

describe('the limits', () => {
  it('are 30 s of stall and 8 KB/s after the first 30 s unless set', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect([config.REQUEST_TIMEOUT_MS, config.BODY_STALL_MS, config.BODY_MIN_BYTES_PER_SECOND]).toEqual([
      30_000, 30_000, 8_192,
    ]);
  });
});
