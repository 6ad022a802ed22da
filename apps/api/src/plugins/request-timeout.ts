import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, MSG } from '@app/contract';
import type { FastifyInstance } from 'fastify';

// How long a request may take to arrive (docs/decisions/006-reliability-and-abuse.md#what-a-stranger-may-not-do).
// Its headers must be in within REQUEST_TIMEOUT_MS, as Node enforces. Its body is watched for its pace, never for
// how long it lasts: it is cut when no byte came for BODY_STALL_MS, or when, past REQUEST_TIMEOUT_MS, it has come
// slower than BODY_MIN_BYTES_PER_SECOND on average. A client trickling a body a byte at a time still loses its
// connection at REQUEST_TIMEOUT_MS (and, behind HAProxy, which resets its client timeout with every byte, nothing
// else would stop it), but a member's 2 MB attachment on a slow line arrives whole, however long it takes. Every
// body but an upload's is at most 64 KB, which a client keeping the floor has sent long before REQUEST_TIMEOUT_MS.

export interface BodyPace {
  /** Headers must be in within it; past it a body still arriving must keep the floor. */
  REQUEST_TIMEOUT_MS: number;
  /** A body that sends no byte for this long is cut. */
  BODY_STALL_MS: number;
  /** The average pace, in bytes per second since the headers, a body must keep past REQUEST_TIMEOUT_MS. */
  BODY_MIN_BYTES_PER_SECOND: number;
}

/** How often bodies (and, by Node, headers) are looked at: the limits are kept to within a quarter of the shorter. */
function checkEvery(pace: BodyPace): number {
  return Math.min(1_000, Math.max(50, Math.floor(Math.min(pace.REQUEST_TIMEOUT_MS, pace.BODY_STALL_MS) / 4)));
}

/**
 * The Fastify options that make Node cut a request whose headers are still arriving after REQUEST_TIMEOUT_MS,
 * answering 408 in the envelope. Node's own limit on the whole request is off: it would cut a slow upload merely for
 * lasting; watchBodyPace holds bodies to their pace instead.
 */
export function requestTimeoutOptions(pace: BodyPace) {
  return {
    requestTimeout: 0,
    http: {
      headersTimeout: pace.REQUEST_TIMEOUT_MS,
      requestTimeout: 0,
      // Node looks for late headers this often (30 s by default, which would let them run to twice the limit).
      connectionsCheckingInterval: checkEvery(pace),
    },
    clientErrorHandler: answerClientError,
  };
}

interface Watched {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  startedAt: number;
  startBytes: number;
  lastBytes: number;
  lastByteAt: number;
}

/** Whether a request announces a body (a length above 0, or chunks). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Holds every request body the server receives to the pace above, from its headers until its last byte: one timer
 * for all of them, running while one is arriving. A body's bytes are its connection's bytes read since its headers
 * (Node hands the socket to its parser, so its stream is never read twice). A cut is answered as Node answers a late
 * request: 408 in the envelope when no answer has begun (a refused upload is answered only once its body is in, see
 * plugins/uploads.ts), and the connection closed.
 */
export function watchBodyPace(app: FastifyInstance, pace: BodyPace) {
  const watched = new Set<Watched>();
  let timer: NodeJS.Timeout | undefined;
  const cut = (entry: Watched) => {
    if (entry.response.headersSent) entry.socket.destroy();
    else answerClientError.call(app, Object.assign(new Error('body too slow'), { code: TIMED_OUT }), entry.socket);
  };
  const check = () => {
    const now = performance.now();
    for (const entry of watched) {
      if (entry.request.complete || entry.socket.destroyed) {
        watched.delete(entry);
        continue;
      }
      const bytes = entry.socket.bytesRead;
      if (bytes !== entry.lastBytes) {
        entry.lastBytes = bytes;
        entry.lastByteAt = now;
      }
      const elapsedMs = now - entry.startedAt;
      const stalled = now - entry.lastByteAt >= pace.BODY_STALL_MS;
      const tooSlow =
        elapsedMs >= pace.REQUEST_TIMEOUT_MS &&
        ((bytes - entry.startBytes) * 1000) / elapsedMs < pace.BODY_MIN_BYTES_PER_SECOND;
      if (stalled || tooSlow) {
        watched.delete(entry);
        cut(entry);
      }
    }
    if (watched.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.complete || !hasBody(request)) return;
    const now = performance.now();
    const { socket } = request;
    const bytes = socket.bytesRead;
    watched.add({ request, response, socket, startedAt: now, startBytes: bytes, lastBytes: bytes, lastByteAt: now });
    timer ??= setInterval(check, checkEvery(pace)).unref();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    timer = undefined;
    watched.clear();
    done();
  });
}

/** Node's code for a request too slow to arrive; a body cut for its pace is answered the same way. */
const TIMED_OUT = 'ERR_HTTP_REQUEST_TIMEOUT';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function refusalOf(error: Error & { code?: string }): { status: number; code: ErrorCode; message: string } {
  if (error.code === TIMED_OUT) return { status: 408, code: 'REQUEST_TIMEOUT', message: MSG.requestTimeout };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'VALIDATION', message: MSG.invalidRequest };
  return { status: 400, code: 'VALIDATION', message: MSG.invalidRequest };
}

/**
 * What Node's parser refuses before any route sees the request (a request too slow to arrive, a broken one), in
 * the envelope like every other refusal; then the connection is closed.
 */
function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A request answered already (a too-large body refused while it still arrives) is not answered twice.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const refusal = refusalOf(error);
    const body = JSON.stringify({ success: false, message: refusal.message, code: refusal.code });
    socket.write(
      `HTTP/1.1 ${refusal.status} ${REASONS[refusal.status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  this.log.debug({ err: error }, 'client error');
  socket.destroy();
}
