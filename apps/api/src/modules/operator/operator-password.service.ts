import { OPERATORS_MSG, type operatorSetPasswordBody } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { writeAudit } from '../../core/audit';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import { AppError } from '../../lib/app-error';
import { assertPasswordNotCommon, hashPassword } from '../../lib/passwords';
import { sha256 } from '../../lib/tokens';
import { setUserPasswordHash } from '../users/users.repository';
import { spendInvite } from './operators.repository';

/**
 * POST /adminApi/operatorPassword: an invited operator sets a password with the mailed link's token. The token is
 * spent by one conditional UPDATE in the transaction that sets the password, so of two racing uses one wins; a
 * used, expired, unknown or malformed token, or one of an operator disabled since, gets one 401. A common password
 * is refused before the token is looked at, so the link stays good for a better one.
 */
export async function setOperatorPassword(
  ctx: AppContext,
  options: { body: z.output<typeof operatorSetPasswordBody>; ip: string },
) {
  const { body } = options;
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.operatorPasswordPerIp, subject: options.ip, now: ctx.clock() });
  await assertPasswordNotCommon(body.password);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.clock();
  const spent = await ctx.db.transaction(async (tx) => {
    const invite = await spendInvite(tx, { tokenHash: sha256(body.token), now });
    if (!invite) return null;
    await setUserPasswordHash(tx, { userId: invite.userId, passwordHash });
    await writeAudit(tx, {
      actorId: invite.userId,
      ip: options.ip,
      action: 'operator.passwordSet',
      targetType: 'operator',
      targetId: invite.userId,
      details: { invite: invite.id },
      now,
    });
    return invite;
  });
  if (!spent) throw new AppError('UNAUTHENTICATED', OPERATORS_MSG.linkInvalid);
  return { message: OPERATORS_MSG.passwordSet };
}
