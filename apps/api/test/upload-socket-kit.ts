import { request } from 'node:http';
import type { TestContext } from './helper';

// Uploads sent over a real socket, as a browser on a slow line sends them: a form written a chunk at a time to the
// test app listening on a port, where the injected requests of the other tests never meet Node's HTTP server.

/** Starts the test app listening on a free port of this machine and answers the port. */
export async function listen(t: TestContext): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/**
 * A multipart form on the wire: the text fields, then one file part `field` named `fileName` of `type` holding
 * `bytes`.
 */
export function multipartForm(options: {
  fields: Record<string, string>;
  field: string;
  fileName: string;
  type: string;
  bytes: Buffer;
}): { payload: Buffer; contentType: string } {
  const boundary = 'upload-socket-kit';
  const text = Object.entries(options.fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const payload = Buffer.concat([
    Buffer.from(
      `${text}--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; filename="${options.fileName}"` +
        `\r\nContent-Type: ${options.type}\r\n\r\n`,
    ),
    options.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface Sent {
  /** The answer's status and body, when one was read whole. */
  status?: number;
  body?: string;
  /** Any error the request met on its way (EPIPE, ECONNRESET...), even after an answer was read. */
  errors: string[];
  /** The bytes of the body written before the request ended. */
  written: number;
  elapsedMs: number;
}

/**
 * POSTs `payload` with its Content-Length through node:http, `chunkBytes` at a time with `everyMs` between chunks,
 * stopping after `stopAfter` bytes when given (a client that stalls); settles when the connection has closed (or
 * after `giveUpMs`), with the answer read and every error met.
 */
export function sendPaced(options: {
  port: number;
  path: string;
  token: string;
  payload: Buffer;
  contentType: string;
  chunkBytes: number;
  everyMs: number;
  stopAfter?: number;
  giveUpMs?: number;
}): Promise<Sent> {
  const started = performance.now();
  return new Promise((resolve) => {
    const sent: Sent = { errors: [], written: 0, elapsedMs: 0 };
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(giveUp);
      sent.elapsedMs = performance.now() - started;
      resolve(sent);
    };
    const giveUp = setTimeout(() => {
      sent.errors.push('still open');
      req.destroy();
      finish();
    }, options.giveUpMs ?? 30_000);
    const req = request({
      agent: false,
      host: '127.0.0.1',
      port: options.port,
      method: 'POST',
      path: options.path,
      headers: {
        authorization: `Bearer ${options.token}`,
        'content-type': options.contentType,
        'content-length': options.payload.length,
      },
    });
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        sent.status = response.statusCode;
        sent.body = text;
      });
      response.on('error', (error: NodeJS.ErrnoException) => sent.errors.push(error.code ?? error.message));
    });
    req.on('error', (error: NodeJS.ErrnoException) => sent.errors.push(error.code ?? error.message));
    req.on('close', () => setTimeout(finish, 50));
    const limit = options.stopAfter ?? options.payload.length;
    const write = () => {
      if (req.destroyed) return;
      if (sent.written >= options.payload.length) {
        req.end();
        return;
      }
      if (sent.written >= limit) return;
      const chunk = options.payload.subarray(sent.written, Math.min(limit, sent.written + options.chunkBytes));
      sent.written += chunk.length;
      req.write(chunk, () => {
        timer = setTimeout(write, options.everyMs);
      });
    };
    write();
  });
}
