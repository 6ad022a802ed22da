import { MSG } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helper';

// The routes only this machine may call (docs/decisions/006-reliability-and-abuse.md#what-a-stranger-may-not-do):
// a request from loopback that carries any header a proxy says whom it forwards for is not a person at this machine.

const t = useTestApp();

const PROXY_HEADERS: Record<string, string> = {
  'x-real-ip': '8.8.8.8',
  'x-forwarded-for': '8.8.8.8',
  forwarded: 'for=8.8.8.8',
  'x-forwarded-host': 'app.example.com',
  'x-client-ip': '8.8.8.8',
  'true-client-ip': '8.8.8.8',
  'cf-connecting-ip': '8.8.8.8',
  'x-forwarded-proto': 'https',
  via: '1.1 proxy.example',
};

const ROUTES = [
  { url: '/dev/mailbox.json', refused: { status: 403, code: 'FORBIDDEN', message: MSG.devMailboxLocalOnly } },
  { url: '/dev/mailbox', refused: { status: 403, code: 'FORBIDDEN', message: MSG.devMailboxLocalOnly } },
  { url: '/metrics', refused: { status: 401, code: 'UNAUTHENTICATED', message: MSG.unauthenticated } },
];

const fromLoopback = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000', ...headers } });

describe.each(ROUTES)('$url', ({ url, refused }) => {
  it('answers a client on this machine that names no proxy', async () => {
    expect((await fromLoopback(url)).statusCode).toBe(200);
  });

  it.each(Object.entries(PROXY_HEADERS))('refuses a loopback request carrying %s', async (name, value) => {
    const response = await fromLoopback(url, { [name]: value });
    expect(response.statusCode).toBe(refused.status);
    expect(response.json()).toEqual({ success: false, message: refused.message, code: refused.code });
  });

  it('refuses the header whatever its letter case and even when empty', async () => {
    for (const headers of [{ 'X-Real-IP': '8.8.8.8' }, { 'CF-Connecting-IP': '' }] as Record<string, string>[]) {
      expect((await fromLoopback(url, headers)).statusCode).toBe(refused.status);
    }
  });
});
