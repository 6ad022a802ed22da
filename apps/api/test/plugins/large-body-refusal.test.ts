import { MSG, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, useTestApp } from '../helper';
import { listen, type Sent, sendPaced } from '../upload-socket-kit';

// A body far past a route's limit (6 MB to a JSON route that takes 64 KB) is refused from its Content-Length alone,
// before a byte is read. Answered at once and the connection closed under a client still writing, the client met
// EPIPE or ECONNRESET instead of the 413 and its message. Now the rest is read and dropped for a bounded time, as a
// lingering close does, so the client reads its 4xx (docs/product.md#envelope).

const t = useTestApp();
let port: number;
let token: string;

beforeAll(async () => {
  port = await listen(t);
  token = (await signedInMember(t)).token;
});

const SIX_MB = Buffer.alloc(6 * 1024 * 1024, 'a');

function read(sent: Sent) {
  return { status: sent.status, body: sent.body ? JSON.parse(sent.body) : undefined, errors: sent.errors };
}

describe('a body past the limit, over a real socket', () => {
  for (const pace of [
    { chunkBytes: 1024 * 1024, everyMs: 0 },
    { chunkBytes: 64 * 1024, everyMs: 2 },
  ]) {
    it(`reaches the client as its 413, written ${pace.chunkBytes / 1024} KB at a time`, async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const sent = await sendPaced({
          port,
          path: routes.walletTransfer.member.path,
          token,
          payload: SIX_MB,
          contentType: 'application/json',
          ...pace,
        });
        expect(read(sent)).toEqual({
          status: 413,
          body: { success: false, message: MSG.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' },
          errors: [],
        });
      }
    });
  }
});
