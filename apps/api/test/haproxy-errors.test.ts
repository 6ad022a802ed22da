import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MSG } from '@app/contract';
import { describe, expect, it } from 'vitest';

// docs/operations.md#topology: what HAProxy answers itself (no replica ready, a replica gone mid-request) reaches
// members in the API's envelope, as the API's own refusals do.

const dir = fileURLToPath(new URL('../../../deploy/haproxy-errors/', import.meta.url));
const config = readFileSync(fileURLToPath(new URL('../../../deploy/haproxy.cfg', import.meta.url)), 'utf8');

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

  it('refuse a broken or too slow request as the API refuses an invalid one', () => {
    for (const code of [400, 408]) {
      const answer = parse(`${code}.http`);
      expect(answer.status).toBe(code);
      expect(answer.body).toEqual({ success: false, message: MSG.invalidRequest, code: 'VALIDATION' });
    }
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
