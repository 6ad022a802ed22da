import type { FastifyRequest } from 'fastify';

// Where a request came from: through a proxy or not, from this machine or not. The address an audit row records is
// `request.ip`, passed to the service by its route (plugins/auth.ts `requireActor`).

const LOOPBACK_ADDRESS = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/** A Host naming this machine, with or without a port. */
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;
/**
 * Headers by which a proxy says whom it forwards for, under the names proxies, CDNs and load balancers use; any
 * `X-Forwarded-*` counts too. Their values are never believed, only their presence: a request carrying one came
 * through a proxy, or from a client pretending to, and neither is a person at this machine.
 */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
]);

export function isForwarded(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some((name) => FORWARDING_HEADERS.has(name) || name.startsWith('x-forwarded-'));
}

/**
 * The one rule of the routes only this machine may call (the dev mailbox, /metrics without a token): the socket's
 * peer is a loopback address, the Host names this machine (a foreign page whose DNS name was rebound to 127.0.0.1
 * reaches us from a local browser, but under its own name), and no proxy header is present (a proxy on this machine,
 * HAProxy say, would make every client of the site look local). docs/decisions/006-reliability-and-abuse.md
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  return (
    !isForwarded(request) &&
    LOOPBACK_HOST.test(request.headers.host ?? '') &&
    LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '')
  );
}
