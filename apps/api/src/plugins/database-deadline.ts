import type { FastifyInstance } from 'fastify';
import { DatabaseWait, runWithDatabaseWait } from '../db/request-deadline';

// Each request's database calls share one deadline, DB_STATEMENT_TIMEOUT_MS in all (db/request-deadline.ts,
// docs/decisions/006-reliability-and-abuse.md): registered before every hook that reads the database (the session).

declare module 'fastify' {
  interface FastifyRequest {
    databaseWait: DatabaseWait | null;
  }
}

export function registerDatabaseDeadline(app: FastifyInstance, budgetMs: number) {
  app.decorateRequest('databaseWait', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const wait = new DatabaseWait(budgetMs);
    request.databaseWait = wait;
    runWithDatabaseWait(wait, done);
  });
  // A body is read by the events of the request's stream. Fastify's own reading keeps the context entered above (a
  // JSON body does: test/db/database-freeze.test.ts); whatever parser read it, what follows (validation, the handler,
  // the answer) is put back into the request's own, so no parser can leave a handler without its deadline.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.databaseWait) runWithDatabaseWait(request.databaseWait, done);
    else done();
  });
}
