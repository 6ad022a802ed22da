import { type Locale, MSG, OPERATOR_INVITE_TTL_HOURS, OPERATORS_MSG } from '@app/contract';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import { readOperator, replaceInvite } from './operators.repository';
import { mailInvitation } from './operators.service';

/**
 * POST /adminApi/operators/:_id/reinvite: an invitation whose mail was lost or whose 24 hours ran out leaves the
 * address taken (docs/decisions/007-operator-console.md), so an operator still waiting on a password is sent a new
 * link and the earlier ones stop working. As with the first invitation, the mail goes out before anything is stored.
 */
export async function reinviteOperator(ctx: AppContext, options: Actor & { id: string; locale: Locale }) {
  const invited = await readOperator(ctx.db, { id: options.id, selfId: options.actorId });
  if (!invited) throw new AppError('NOT_FOUND', MSG.notFound);
  if (invited.status !== 'invited') throw new AppError('CONFLICT', OPERATORS_MSG.notInvited);
  const now = ctx.clock();
  const expiresAt = addSeconds(now, OPERATOR_INVITE_TTL_HOURS * 3600);
  const token = await mailInvitation(ctx, {
    to: invited.email,
    fullName: invited.fullName,
    inviterId: options.actorId,
    locale: options.locale,
  });
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
      ip: options.ip,
      action: 'operator.reinvite',
      targetType: 'operator',
      targetId: invited._id,
      details: { invite, expiresAt: expiresAt.toISOString() },
      now,
    });
  });
  return { message: OPERATORS_MSG.reinvited, data: invited };
}
