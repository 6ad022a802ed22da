import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

// The client address of the request being served, for records that say where an action came from (the audit
// log) without every service taking it as a parameter. Outside a request (a command-line tool, a job) it is null.
const store = new AsyncLocalStorage<{ ip: string }>();

export function registerRequestAddress(app: FastifyInstance) {
  // The callback form: `done` continues the request's lifecycle inside `run`, so handlers see the store.
  app.addHook('onRequest', (request, _reply, done) => {
    store.run({ ip: request.ip }, done);
  });
}

/** The address Fastify resolved for the request (TRUST_PROXY decides whether X-Forwarded-For counts). */
export function currentRequestAddress(): string | null {
  return store.getStore()?.ip ?? null;
}
