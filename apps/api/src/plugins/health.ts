import { MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../lib/app-error';

const READINESS_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz` is liveness: the process answers, so a supervisor must not restart it while the database is away
 * (it comes back by itself). `/readyz` is readiness: a load balancer sends traffic only while the database answers.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ success: true, message: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async () => {
    try {
      await withTimeout(ctx.db.execute(sql`select 1`), READINESS_TIMEOUT_MS);
    } catch (error) {
      throw new AppError('UNAVAILABLE', MSG.unavailable, { cause: error });
    }
    return { success: true, message: 'ready', data: { database: 'up', mail: ctx.mailer.kind } };
  });
}
