import { MSG } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { type DatabaseRole, databaseRole, READ_ONLY_EXPLAINED } from '../db/database-role';
import { AppError } from '../lib/app-error';

export const READINESS_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz` is liveness: the process answers, so a supervisor must not restart it while the database is away
 * (it comes back by itself). `/readyz` is readiness: a load balancer sends traffic only while the database answers
 * and takes writes; a read-only one (a standby) is said once in the log each time the server finds itself on one.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  let lastRole: DatabaseRole | null = null;
  app.get('/healthz', { schema: { hide: true } }, async () => ({ success: true, message: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request) => {
    let role: DatabaseRole;
    try {
      role = await withTimeout(databaseRole(ctx.db), READINESS_TIMEOUT_MS);
    } catch (error) {
      throw new AppError('UNAVAILABLE', MSG.unavailable, { cause: error });
    }
    if (role !== lastRole) {
      if (role === 'read-only') request.log.error(READ_ONLY_EXPLAINED);
      else if (lastRole === 'read-only') request.log.warn('the database takes writes again: ready');
      lastRole = role;
    }
    if (role === 'read-only') throw new AppError('UNAVAILABLE', MSG.unavailable);
    return { success: true, message: 'ready', data: { database: 'up', mail: ctx.mailer.kind } };
  });
}
