import { MSG } from '@app/contract';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { AppError } from '../lib/app-error';

// The router refuses a path it cannot decode (`%ZZ`) or a parameter longer than it keeps before any hook
// runs, so those answers would skip the envelope and the security headers. Such URLs are sent instead to
// one route that refuses them like any other bad request.

export const INVALID_URL_PATH = '/__invalid-url';
const MAX_SEGMENT_LENGTH = 100;

function isRoutable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return pathname.split('/').every((segment) => segment.length <= MAX_SEGMENT_LENGTH);
}

export const rewriteBadUrl: NonNullable<FastifyServerOptions['rewriteUrl']> = (request) => {
  const url = request.url ?? '/';
  const pathname = url.split('?', 1)[0] ?? '/';
  return isRoutable(pathname) ? url : INVALID_URL_PATH;
};

export function registerInvalidUrlRoute(app: FastifyInstance) {
  app.all(INVALID_URL_PATH, { schema: { hide: true } }, async () => {
    throw new AppError('VALIDATION', MSG.invalidRequest);
  });
}
