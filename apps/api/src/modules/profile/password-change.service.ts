import { MSG, type passwordChangeBody } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthInfo } from '../../core/auth-info';
import { checkOwnPassword } from '../../core/login-guard';
import { relockSavedAddresses } from '../../core/saved-address-lock';
import { markSecurityChanged } from '../../core/security-hold';
import { AppError } from '../../lib/app-error';
import { assertPasswordNotCommon, hashPassword } from '../../lib/passwords';
import { passwordChanged } from '../notifications/notification-events';
import { notify } from '../notifications/notify';
import { mailSecurityAlert } from '../security/security-alerts';
import { recordSecurityEvent } from '../security/security-events.repository';
import { revokeOtherSessions, type SessionClient } from '../sessions/sessions';
import { findUserById, setUserPasswordHash } from '../users/users.repository';

/**
 * POST /sellerApi/passwordChange (and the vendor twin), docs/product.md#accounts. The current password is checked
 * like a log-in (the same limits and failure count), so a session left open on a shared device cannot be used to
 * guess it at speed. The new password takes the sign-up rules; the session that changed it stays, every other one
 * ends in the same transaction, and the owner is mailed a notice.
 */
export async function changePassword(
  ctx: AppContext,
  options: {
    auth: AuthInfo;
    body: z.output<typeof passwordChangeBody>;
    ip: string;
    client: SessionClient;
    log: FastifyBaseLogger;
  },
) {
  const { auth, body } = options;
  const user = await findUserById(ctx.db, auth.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  await checkOwnPassword(ctx, {
    account: `member:${user.email}`,
    ip: options.ip,
    passwordHash: user.passwordHash,
    password: body.oldPassword,
  });
  await assertPasswordNotCommon(body.password);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await setUserPasswordHash(tx, { userId: user.id, passwordHash });
    await revokeOtherSessions(ctx, { db: tx, userId: user.id, keep: auth.sessionId, now });
    // Shown in the centre; its mail is the notice below, sent at once (docs/product.md#notifications).
    await notify(tx, [passwordChanged({ userId: user.id, now })]);
    await recordSecurityEvent(tx, { userId: user.id, kind: 'passwordChange', client: options.client, now });
    await markSecurityChanged(tx, { userId: user.id, now });
    await relockSavedAddresses(tx, { userId: user.id, now });
  });
  // The notice of the change is the security alert: device, address, time and the "This wasn't me" link.
  mailSecurityAlert(ctx, { userId: user.id, kind: 'passwordChange', client: options.client, now, log: options.log });
  return { message: MSG.passwordChanged };
}
