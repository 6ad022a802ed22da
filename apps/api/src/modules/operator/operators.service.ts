import { randomBytes } from 'node:crypto';
import {
  MSG,
  OPERATOR_INVITE_TTL_HOURS,
  OPERATOR_SET_PASSWORD_PATH,
  OPERATORS_MSG,
  type OperatorRow,
  type operatorInviteBody,
} from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { addSeconds } from '../../lib/clock';
import { operatorInviteMail } from '../../lib/mail-templates';
import { hashPassword } from '../../lib/passwords';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { revokeAllSessions } from '../sessions/sessions';
import { companyName } from '../settings/settings.service';
import { findUserByEmail, findUserById } from '../users/users.repository';
import {
  findOperatorState,
  insertInvitedOperator,
  lockActiveOperators,
  markOperatorDisabled,
  markOperatorEnabled,
  readOperator,
} from './operators.repository';

// Operators managing operators (docs/decisions/007-operator-console.md): an invitation by e-mail, and disabling or
// enabling an account, never leaving the console without an active operator.

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
export async function mailInvitation(ctx: AppContext, options: { to: string; fullName: string; inviterId: string }) {
  const inviter = await findUserById(ctx.db, options.inviterId);
  const token = newSessionToken();
  const mail = operatorInviteMail({
    company: await companyName(ctx.db),
    site: ctx.config.PUBLIC_URL,
    to: options.to,
    fullName: options.fullName,
    invitedBy: inviter?.fullName ?? 'An operator',
    path: `${OPERATOR_SET_PASSWORD_PATH}${token}`,
    hours: OPERATOR_INVITE_TTL_HOURS,
  });
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    throw new AppError('MAIL_FAILED', MSG.mailFailed, { cause: error });
  }
  return token;
}

/**
 * POST /adminApi/operators: a new operator whose password nobody knows (the hash of 32 random bytes) and a link to
 * set one, valid once for 24 hours; only the link's SHA-256 is stored. The mail goes out first: a mail the server
 * refuses leaves nothing behind, and a store that fails after it leaves a link that is refused as invalid.
 */
export async function inviteOperator(
  ctx: AppContext,
  options: { body: z.output<typeof operatorInviteBody>; actorId: string },
) {
  const { fullName, email } = options.body;
  if (await findUserByEmail(ctx.db, { email })) throw new AppError('CONFLICT', OPERATORS_MSG.emailTaken);
  const now = ctx.clock();
  const expiresAt = addSeconds(now, OPERATOR_INVITE_TTL_HOURS * 3600);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const token = await mailInvitation(ctx, { to: email, fullName, inviterId: options.actorId });
  const created = await ctx.db
    .transaction(async (tx) => {
      const stored = await insertInvitedOperator(tx, {
        fullName,
        email,
        passwordHash,
        tokenHash: sha256(token),
        invitedBy: options.actorId,
        expiresAt,
        now,
      });
      await writeAudit(tx, {
        actorId: options.actorId,
        action: 'operator.create',
        targetType: 'operator',
        targetId: stored.userId,
        details: { fullName, email, invite: stored.inviteId, expiresAt: expiresAt.toISOString() },
        now,
      });
      return stored;
    })
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
 * POST /adminApi/operators/:_id/disable: every active operator row is locked before the count, so of two operators
 * disabling each other at the same moment the second waits, then finds only one active left and is refused.
 * Disabling oneself is one more case of the same rule. The sessions end in the same transaction.
 */
export async function disableOperator(ctx: AppContext, options: { id: string; actorId: string }) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (!(await findOperatorState(tx, options.id))) throw new AppError('NOT_FOUND', MSG.notFound);
    const active = await lockActiveOperators(tx);
    const othersActive = active.filter((id) => id !== options.id);
    const disabled =
      othersActive.length > 0 && (await markOperatorDisabled(tx, { ...options, reason: DISABLED_REASON, now }));
    if (!disabled) {
      const state = await findOperatorState(tx, options.id);
      throw new AppError('CONFLICT', state?.disabled ? OPERATORS_MSG.alreadyDisabled : OPERATORS_MSG.lastActive);
    }
    await revokeAllSessions(ctx, { db: tx, userId: options.id, now });
    await audit(tx, { ...options, action: 'operator.disable', now });
  });
  return {
    message: OPERATORS_MSG.disabled,
    data: await operatorRowOrThrow(ctx, { ...options, selfId: options.actorId }),
  };
}

/** POST /adminApi/operators/:_id/enable: sign-in works again; the sessions the disable ended stay ended. */
export async function enableOperator(ctx: AppContext, options: { id: string; actorId: string }) {
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

function audit(tx: Queryable, options: { id: string; actorId: string; action: string; now: Date }) {
  return writeAudit(tx, {
    actorId: options.actorId,
    action: options.action,
    targetType: 'operator',
    targetId: options.id,
    now: options.now,
  });
}
