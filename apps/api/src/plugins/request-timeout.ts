import type { Socket } from 'node:net';
import { type ErrorCode, MSG } from '@app/contract';
import type { FastifyInstance } from 'fastify';

// A request must have arrived whole, headers and body, within REQUEST_TIMEOUT_MS: a client trickling a body a byte
// at a time holds a connection (and, behind HAProxy, resets its client timeout with every byte) for as long as it
// likes otherwise. Node's HTTP server enforces it; Fastify turns it off unless told (docs/decisions/006-reliability-and-abuse.md#what-a-stranger-may-not-do).

/** The Fastify options that make Node cut a request still arriving after `ms`, answering 408 in the envelope. */
export function requestTimeoutOptions(ms: number) {
  return {
    requestTimeout: ms,
    http: {
      headersTimeout: ms,
      requestTimeout: ms,
      // Node looks for late requests this often (30 s by default, which would let one run to twice its limit).
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(ms / 4))),
    },
    clientErrorHandler: answerClientError,
  };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function refusalOf(error: Error & { code?: string }): { status: number; code: ErrorCode; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: 'REQUEST_TIMEOUT', message: MSG.requestTimeout };
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
