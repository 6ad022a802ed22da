import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MSG } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';

// docs/operations.md#topology: what HAProxy answers itself (no replica ready, a replica gone mid-request) reaches
// members in the API's envelope, as the API's own refusals do.

const dir = fileURLToPath(new URL('../../../../deploy/haproxy-errors/', import.meta.url));
const config = readFileSync(fileURLToPath(new URL('../../../../deploy/haproxy.cfg', import.meta.url)), 'utf8');

function parse(file: string) {
  const [head = '', body = ''] = readFileSync(`${dir}${file}`, 'utf8').split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

describe("HAProxy's own answers", () => {
  it('are 503 UNAVAILABLE in the envelope for every server-side failure, with Retry-After', () => {
    for (const code of [500, 502, 503, 504]) {
      const answer = parse(`${code}.http`);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ success: false, message: MSG.unavailable, code: 'UNAVAILABLE' });
      expect(answer.headers).toContain('Retry-After: 5');
      expect(answer.headers).toContain('Content-Type: application/json; charset=utf-8');
    }
  });

  it('refuse a broken request as the API refuses an invalid one', () => {
    const answer = parse('400.http');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: MSG.invalidRequest, code: 'VALIDATION' });
  });

  it('refuse a request too slow to arrive as the API does, after the same 30 s', () => {
    const answer = parse('408.http');
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ success: false, message: MSG.requestTimeout, code: 'REQUEST_TIMEOUT' });
    expect(config).toMatch(/^\s*option http-buffer-request$/m);
    expect(config).toMatch(/^\s*timeout http-request 30s$/m);
    expect(loadConfig({}).REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('leave a stalled or slow upload to the API: its client and server timeouts outlast the stall limit', () => {
    // docs/decisions/006-reliability-and-abuse.md: the API cuts an upload for its pace, with 408 in the envelope; at
    // the same 30 s HAProxy would race it with a reset connection or its own 503.
    const seconds = (name: string) => Number(new RegExp(`^\\s*timeout ${name} (\\d+)s$`, 'm').exec(config)?.[1]);
    const { BODY_STALL_MS } = loadConfig({});
    expect(seconds('client') * 1000).toBeGreaterThanOrEqual(BODY_STALL_MS + 5_000);
    expect(seconds('server') * 1000).toBeGreaterThanOrEqual(BODY_STALL_MS + 5_000);
    // Each byte sent to the API refreshes the server timeout only without this option.
    expect(config).not.toMatch(/^\s*option independent-streams/m);
  });

  it('are each named by the configuration, and the configuration names no other', () => {
    const named = [...config.matchAll(/errorfile (\d{3}) "\$\{ERRORS_DIR\}\/(\d{3})\.http"/g)].map((m) => m[2]);
    expect(named.sort()).toEqual(
      readdirSync(dir)
        .map((file) => file.replace('.http', ''))
        .sort(),
    );
  });
});
