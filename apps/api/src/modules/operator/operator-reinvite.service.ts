import { MSG, OPERATOR_INVITE_TTL_HOURS, OPERATOR_SET_PASSWORD_PATH, OPERATORS_MSG } from '@app/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { addSeconds } from '../../lib/clock';
import { operatorInviteMail } from '../../lib/mail-templates';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { findUserById } from '../users/users.repository';
import { readOperator, replaceInvite } from './operators.repository';

/**
 * POST /adminApi/operators/:_id/reinvite: an invitation whose mail was lost or whose 24 hours ran out leaves the
 * address taken (docs/decisions/007-operator-console.md), so an operator still waiting on a password is sent a new
 * link and the earlier ones stop working. As with the first invitation, the mail goes out before anything is stored.
 */
export async function reinviteOperator(ctx: AppContext, options: { id: string; actorId: string }) {
  const invited = await readOperator(ctx.db, { id: options.id, selfId: options.actorId });
  if (!invited) throw new AppError('NOT_FOUND', MSG.notFound);
  if (invited.status !== 'invited') throw new AppError('CONFLICT', OPERATORS_MSG.notInvited);
  const inviter = await findUserById(ctx.db, options.actorId);
  const token = newSessionToken();
  const now = ctx.clock();
  const expiresAt = addSeconds(now, OPERATOR_INVITE_TTL_HOURS * 3600);
  try {
    await ctx.mailer.send(
      operatorInviteMail({
        to: invited.email,
        fullName: invited.fullName,
        invitedBy: inviter?.fullName ?? 'An operator',
        path: `${OPERATOR_SET_PASSWORD_PATH}${token}`,
        hours: OPERATOR_INVITE_TTL_HOURS,
      }),
    );
  } catch (error) {
    throw new AppError('MAIL_FAILED', MSG.mailFailed, { cause: error });
  }
  await ctx.db.transaction(async (tx) => {
    const invite = await replaceInvite(tx, {
      userId: invited._id,
      tokenHash: sha256(token),
      invitedBy: options.actorId,
      expiresAt,
      now,
    });
    await writeAudit(tx, {
      actorId: options.actorId,
      action: 'operator.reinvite',
      targetType: 'operator',
      targetId: invited._id,
      details: { invite, expiresAt: expiresAt.toISOString() },
      now,
    });
  });
  return { message: OPERATORS_MSG.reinvited, data: invited };
}
