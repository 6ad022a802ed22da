import { type Access, fillMessage, MSG, MSG_PATTERNS, type OperatorRole, ROLE, type Role } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { type Actor, writeAudit } from '../core/audit';
import type { AuthInfo } from '../core/auth-info';
import type { SessionCache } from '../core/session-cache';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** An operator route's roles (docs/decisions/020-operator-roles.md). */
    roles?: readonly OperatorRole[];
    /** A member's money write, refused while maintenance is on (docs/product.md#maintenance). */
    moneyWrite?: true;
    /** Refused to a session an operator's sign-in link opened (docs/decisions/046-no-way-around-the-second-person.md). */
    ownSignIn?: 'security' | 'money';
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
 * What the hook needs from the modules above it, handed in where the app is built (app.ts), so plugins/ imports no
 * module: the session a token stands for and the feed that keeps this process's cache of them true
 * (modules/sessions/), and the operator's two-factor gate (modules/two-factor/).
 */
export interface AuthDeps {
  findSession(ctx: AppContext, token: string): Promise<AuthInfo | null>;
  startRevocationFeed(db: Db, cache: SessionCache): Promise<{ stop(): Promise<void> }>;
  assertOperatorTwoFactor(
    ctx: AppContext,
    options: { userId: string; method: string; url: string | undefined },
  ): Promise<void>;
}

/**
 * Each route names who may call it; a token of another kind is refused even when it is valid. Sessions are checked
 * from this process's cache, kept in step with revocations by the feed that lives as long as the app.
 */
export async function registerAuth(
  app: FastifyInstance,
  ctx: AppContext,
  { findSession, startRevocationFeed, assertOperatorTwoFactor }: AuthDeps,
) {
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
      await assertOperatorRole(ctx, request, session);
    }
    const ownSignIn = request.routeOptions.config?.ownSignIn;
    if (ownSignIn && session.signedInBy) {
      throw new AppError('FORBIDDEN', ownSignIn === 'money' ? MSG.signinLinkNoMoney : MSG.signinLinkNoSecurity);
    }
    request.auth = session;
  });
}

/** A call outside the operator's role is refused with the role named, and audited: it may be a probe. */
async function assertOperatorRole(ctx: AppContext, request: FastifyRequest, session: AuthInfo) {
  const roles = request.routeOptions.config?.roles ?? [];
  const role = session.operatorRole;
  if (role && roles.includes(role)) return;
  await writeAudit(ctx.db, {
    actorId: session.userId,
    ip: request.ip,
    action: 'operator.forbidden',
    targetType: 'route',
    targetId: `${request.method} ${request.routeOptions.url}`,
    details: { role },
    now: ctx.clock(),
  });
  throw new AppError('FORBIDDEN', fillMessage(MSG_PATTERNS.roleForbidden, { role: role ?? 'none' }));
}

export function requireAuth(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  return request.auth;
}

/** The signed-in caller and the request's address, as a service that audits their action takes them. */
export function requireActor(request: FastifyRequest): Actor {
  return { actorId: requireAuth(request).userId, ip: request.ip };
}
