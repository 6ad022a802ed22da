import { type Access, MSG, ROLE, type Role } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../lib/app-error';
import { startRevocationFeed } from '../modules/sessions/revocation-feed';
import { type AuthInfo, findSession } from '../modules/sessions/sessions';
import { assertOperatorTwoFactor } from '../modules/two-factor/operator-gate';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
}

const ROLE_FOR_ACCESS: Record<Exclude<Access, 'public'>, Role> = {
  member: ROLE.user,
  vendor: ROLE.vendor,
  admin: ROLE.admin,
};

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Each route names who may call it; a token of another kind is refused even when it is valid. Sessions are checked
 * from this process's cache, kept in step with revocations by the feed that lives as long as the app.
 */
export async function registerAuth(app: FastifyInstance, ctx: AppContext) {
  const feed = await startRevocationFeed(ctx.db, ctx.sessions);
  app.addHook('onClose', () => feed.stop());
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    const session = token ? await findSession(ctx, token) : null;
    if (!session) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
    if (session.role !== ROLE_FOR_ACCESS[access]) throw new AppError('FORBIDDEN', MSG.forbidden);
    if (access === 'admin') {
      await assertOperatorTwoFactor(ctx, {
        userId: session.userId,
        method: request.method,
        url: request.routeOptions.url,
      });
    }
    request.auth = session;
  });
}

export function requireAuth(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  return request.auth;
}
