import { randomBytes } from 'node:crypto';
import {
  fillMessage,
  type Locale,
  MSG,
  MSG_PATTERNS,
  OPERATOR_INVITE_TTL_HOURS,
  OPERATOR_SET_PASSWORD_PATH,
  OPERATORS_MSG,
  type OperatorRole,
  type OperatorRow,
  type operatorInviteBody,
  ROLES,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { companyName } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { operatorInviteMail } from '../../lib/mail-templates';
import { hashPassword } from '../../lib/passwords';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { announceChange, requestChange } from '../approvals/request-change';
import { announceRevocation } from '../sessions/revocation-feed';
import { revokeAllSessions } from '../sessions/sessions';
import { findUserByEmail, findUserById } from '../users/users.repository';
import {
  findOperatorState,
  insertInvitedOperator,
  lockActiveOperators,
  markOperatorDisabled,
  markOperatorEnabled,
  readOperator,
  setOperatorRole,
} from './operators.repository';

// Operators managing operators (docs/decisions/007-operator-console.md): an invitation by e-mail with a role,
// disabling or enabling an account and changing its role (docs/decisions/020-operator-roles.md), never leaving the
// console without an active owner, and never on oneself.

/**
 * The roles that decide money: given only on a second owner's approval, so no owner mints the second pair of eyes on
 * their own requests (docs/decisions/046-no-way-around-the-second-person.md).
 */
function grantsMoneyRole(role: OperatorRole) {
  return (ROLES.money as readonly OperatorRole[]).includes(role);
}

/** Kept in users.blocked_reason, which a member's block fills with the operator's reason. */
const DISABLED_REASON = 'Operator disabled in the console';

async function operatorRowOrThrow(ctx: AppContext, options: { id: string; selfId: string }): Promise<OperatorRow> {
  const row = await readOperator(ctx.db, options);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  return row;
}

/**
 * Mails an invitation link with a fresh token and answers the token, for the caller to store its hash. A mail the
 * server refuses is a 503 before anything is stored.
 */
export async function mailInvitation(
  ctx: AppContext,
  options: { to: string; fullName: string; inviterId: string; locale: Locale; db?: Queryable },
) {
  // Inside a transaction, its reads go through it: on PGlite a second handle would wait for it forever.
  const db = options.db ?? ctx.db;
  const inviter = await findUserById(db, options.inviterId);
  const token = newSessionToken();
  const mail = operatorInviteMail({
    company: await companyName(db),
    site: ctx.config.PUBLIC_URL,
    to: options.to,
    fullName: options.fullName,
    invitedBy: inviter?.fullName ?? null,
    path: `${OPERATOR_SET_PASSWORD_PATH}${token}`,
    hours: OPERATOR_INVITE_TTL_HOURS,
    locale: options.locale,
  });
  try {
    await ctx.mailer.send(mail, { db });
  } catch (error) {
    throw new AppError('MAIL_FAILED', MSG.mailFailed, { cause: error });
  }
  return token;
}

/**
 * POST /adminApi/operators: a new operator whose password nobody knows (the hash of 32 random bytes) and a link to
 * set one, valid once for 24 hours; only the link's SHA-256 is stored. The mail goes out first: a mail the server
 * refuses leaves nothing behind, and a store that fails after it leaves a link that is refused as invalid. An owner
 * or a finance operator is not invited on one owner's word: the invitation waits for a second owner
 * (docs/decisions/046-no-way-around-the-second-person.md).
 */
export async function inviteOperator(
  ctx: AppContext,
  options: Actor & { body: z.output<typeof operatorInviteBody>; locale: Locale; log: FastifyBaseLogger },
) {
  const { fullName, email, role } = options.body;
  if (await findUserByEmail(ctx.db, { email })) throw new AppError('CONFLICT', OPERATORS_MSG.emailTaken);
  const now = ctx.clock();
  if (grantsMoneyRole(role)) {
    const changeId = await ctx.db.transaction((tx) =>
      requestChange(tx, {
        kind: 'operator',
        targetId: null,
        patch: { email, fullName, role },
        before: {},
        actorId: options.actorId,
        ip: options.ip,
        now,
      }),
    );
    const pendingChange = await announceChange(ctx, {
      ...options,
      id: changeId,
      event: 'requested',
      company: await companyName(ctx.db),
    });
    return { message: OPERATORS_MSG.moneyRoleInvitePending, data: null, pendingChange };
  }
  const created = await ctx.db
    .transaction((tx) =>
      sendAndStoreInvitation(tx, ctx, { fullName, email, role, inviterId: options.actorId, ...options, now }),
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('CONFLICT', OPERATORS_MSG.emailTaken);
      throw error;
    });
  return {
    message: OPERATORS_MSG.invited,
    data: await operatorRowOrThrow(ctx, { id: created.userId, selfId: options.actorId }),
  };
}

/**
 * Mails the invitation, then stores the operator and the link's hash on `tx` with its audit row: for an owner, in the
 * transaction of the second owner's approval, so a mail the server refuses undoes the approval too.
 */
export async function sendAndStoreInvitation(
  tx: Queryable,
  ctx: AppContext,
  options: Actor & {
    fullName: string;
    email: string;
    role: OperatorRole;
    inviterId: string;
    locale: Locale;
    now: Date;
  },
) {
  const { fullName, email, role, now } = options;
  const expiresAt = addSeconds(now, OPERATOR_INVITE_TTL_HOURS * 3600);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const token = await mailInvitation(ctx, {
    to: email,
    fullName,
    inviterId: options.inviterId,
    locale: options.locale,
    db: tx,
  });
  const stored = await insertInvitedOperator(tx, {
    fullName,
    email,
    role,
    passwordHash,
    tokenHash: sha256(token),
    invitedBy: options.inviterId,
    expiresAt,
    now,
  });
  await writeAudit(tx, {
    actorId: options.actorId,
    ip: options.ip,
    action: 'operator.create',
    targetType: 'operator',
    targetId: stored.userId,
    details: {
      fullName,
      email,
      role,
      invite: stored.inviteId,
      expiresAt: expiresAt.toISOString(),
      // Approved by a second owner: the actor approved, the inviter asked.
      ...(options.inviterId !== options.actorId ? { invitedBy: options.inviterId } : {}),
    },
    now,
  });
  return stored;
}

/**
 * Inside the transaction that disables `id` or takes its owner role: every active operator row is locked before the
 * count, so of two owners acting on each other at the same moment the second waits, then finds what the first did.
 * Refuses acting on oneself, an actor who is no longer an active owner, and leaving no other active owner.
 */
async function assertOwnersRemain(tx: Queryable, options: { id: string; actorId: string; losesOwner: boolean }) {
  if (options.id === options.actorId) throw new AppError('CONFLICT', OPERATORS_MSG.notSelf);
  const active = await lockActiveOperators(tx);
  // The caller was disabled or demoted while this waited for the lock: told as their next request would be.
  const actor = active.find((operator) => operator.id === options.actorId);
  if (!actor) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  if (actor.role !== 'owner') {
    throw new AppError('FORBIDDEN', fillMessage(MSG_PATTERNS.roleForbidden, { role: actor.role }));
  }
  const target = active.find((operator) => operator.id === options.id);
  const otherOwners = active.filter((operator) => operator.id !== options.id && operator.role === 'owner');
  if (options.losesOwner && target?.role === 'owner' && otherOwners.length === 0) {
    throw new AppError('CONFLICT', OPERATORS_MSG.lastOwner);
  }
}

/** POST /adminApi/operators/:_id/disable: sessions end in the same transaction; never oneself, never the last owner. */
export async function disableOperator(ctx: AppContext, options: Actor & { id: string }) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (!(await findOperatorState(tx, options.id))) throw new AppError('NOT_FOUND', MSG.notFound);
    await assertOwnersRemain(tx, { ...options, losesOwner: true });
    if (!(await markOperatorDisabled(tx, { ...options, reason: DISABLED_REASON, now }))) {
      throw new AppError('CONFLICT', OPERATORS_MSG.alreadyDisabled);
    }
    await revokeAllSessions(ctx, { db: tx, userId: options.id, now });
    await audit(tx, { ...options, action: 'operator.disable', now });
  });
  return {
    message: OPERATORS_MSG.disabled,
    data: await operatorRowOrThrow(ctx, { ...options, selfId: options.actorId }),
  };
}

/**
 * POST /adminApi/operators/:_id/role: the new role decides the operator's next request on every replica (the cached
 * sessions are dropped as a revocation drops them, but stay signed in). Giving a money role (owner or finance) waits
 * for a second owner (docs/decisions/046-no-way-around-the-second-person.md); any other role applies at once.
 */
export async function changeOperatorRole(
  ctx: AppContext,
  options: Actor & { id: string; role: OperatorRole; locale: Locale; log: FastifyBaseLogger },
) {
  const now = ctx.clock();
  const changeId = await ctx.db.transaction(async (tx) => {
    const state = await findOperatorState(tx, options.id);
    if (!state) throw new AppError('NOT_FOUND', MSG.notFound);
    await assertOwnersRemain(tx, { ...options, losesOwner: options.role !== 'owner' });
    if (state.role === options.role) throw new AppError('CONFLICT', OPERATORS_MSG.roleUnchanged);
    if (grantsMoneyRole(options.role)) {
      return requestChange(tx, {
        kind: 'operator',
        targetId: options.id,
        patch: { role: options.role },
        before: { role: state.role },
        actorId: options.actorId,
        ip: options.ip,
        now,
      });
    }
    await applyRole(tx, ctx, { ...options, from: state.role, now });
    return null;
  });
  const data = await operatorRowOrThrow(ctx, { ...options, selfId: options.actorId });
  if (!changeId) return { message: OPERATORS_MSG.roleChanged, data };
  const pendingChange = await announceChange(ctx, {
    ...options,
    id: changeId,
    event: 'requested',
    company: await companyName(ctx.db),
  });
  return { message: OPERATORS_MSG.moneyRolePending, data, pendingChange };
}

/** Sets the role on `tx` and drops the operator's cached sessions everywhere; audited with from and to. */
export async function applyRole(
  tx: Queryable,
  ctx: AppContext,
  options: Actor & { id: string; role: OperatorRole; from: OperatorRole | null; now: Date },
) {
  if (!(await setOperatorRole(tx, options))) throw new AppError('CONFLICT', OPERATORS_MSG.roleUnchanged);
  ctx.sessions.dropUser(options.id);
  await announceRevocation(tx, options.id);
  await writeAudit(tx, {
    actorId: options.actorId,
    ip: options.ip,
    action: 'operator.role',
    targetType: 'operator',
    targetId: options.id,
    details: { from: options.from, to: options.role },
    now: options.now,
  });
}

/** POST /adminApi/operators/:_id/enable: sign-in works again; the sessions the disable ended stay ended. */
export async function enableOperator(ctx: AppContext, options: Actor & { id: string }) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (!(await markOperatorEnabled(tx, options.id))) {
      const state = await findOperatorState(tx, options.id);
      throw state ? new AppError('CONFLICT', OPERATORS_MSG.notDisabled) : new AppError('NOT_FOUND', MSG.notFound);
    }
    await audit(tx, { ...options, action: 'operator.enable', now });
  });
  return {
    message: OPERATORS_MSG.enabled,
    data: await operatorRowOrThrow(ctx, { ...options, selfId: options.actorId }),
  };
}

function audit(tx: Queryable, options: Actor & { id: string; action: string; now: Date }) {
  return writeAudit(tx, {
    actorId: options.actorId,
    ip: options.ip,
    action: options.action,
    targetType: 'operator',
    targetId: options.id,
    now: options.now,
  });
}
