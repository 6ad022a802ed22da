import { createHash, timingSafeEqual } from 'node:crypto';
import { MSG } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/env';
import { AppError } from '../lib/app-error';
import { isLoopbackClient } from '../plugins/request-address';
import type { AppMetrics } from './app-metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token against METRICS_TOKEN, compared as digests of equal length in constant time. */
function hasToken(request: FastifyRequest, expected: Buffer | null): boolean {
  const given = /^Bearer\s+(\S+)$/.exec(request.headers.authorization?.trim() ?? '')?.[1];
  return Boolean(expected && given && timingSafeEqual(digest(given), expected));
}

/**
 * GET /metrics in Prometheus's text format (docs/operations.md#metrics): without a token from this machine only,
 * from anywhere else with METRICS_TOKEN. Hidden from the API documentation like the health routes.
 */
export function registerMetricsRoute(app: FastifyInstance, config: Pick<Config, 'METRICS_TOKEN'>, metrics: AppMetrics) {
  const expected = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : null;
  const allowScraper = async (request: FastifyRequest) => {
    if (!isLoopbackClient(request) && !hasToken(request, expected)) {
      throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
    }
  };
  app.get('/metrics', { schema: { hide: true }, onRequest: allowScraper }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(metrics.contentType);
    return metrics.render();
  });
}
