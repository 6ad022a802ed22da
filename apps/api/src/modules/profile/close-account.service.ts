import { type CloseAccountBody, MSG, ROLE } from '@app/contract';
import type { AppContext } from '../../context';
import { writeAudit } from '../../core/audit';
import type { AuthInfo } from '../../core/auth-info';
import { checkOwnPassword } from '../../core/login-guard';
import { AppError } from '../../lib/app-error';
import { dropMemberExports } from '../data-export/data-export.repository';
import { revokeAllSessions } from '../sessions/sessions';
import { type AccountCodeClaim, checkAccountCode, isTotpOn } from '../two-factor/account-code';
import { findUserById } from '../users/users.repository';
import {
  type CloseBlockers,
  closeTickets,
  eraseContactTraces,
  eraseKyc,
  erasePersonalFields,
  lockAndReadBlockers,
} from './close-account.repository';

/** The refusals in the order they are checked (docs/product.md#closing-an-account), each with its sentence. */
const BLOCKERS: readonly [keyof CloseBlockers, string][] = [
  ['has_balance', MSG.accountCloseBalance],
  ['active_order', MSG.accountCloseActivePackage],
  ['open_deposit', MSG.accountCloseOpenDeposit],
  ['open_withdrawal', MSG.accountCloseOpenWithdrawal],
  ['open_transfer', MSG.accountCloseOpenTransfer],
];

/**
 * POST /sellerApi/closeAccount: the caller's own account, never another (the id comes from the token). The password
 * is checked like a log-in (the same limits and failure count, as a password change does), then the authenticator's
 * code when two-factor is on, as turning it off asks. What is erased and what is kept: decision 033.
 */
export async function closeAccount(ctx: AppContext, options: { auth: AuthInfo; body: CloseAccountBody; ip: string }) {
  const { auth, body } = options;
  const user = await findUserById(ctx.db, auth.userId);
  if (!user || user.role !== ROLE.user || user.closedAt) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  await checkOwnPassword(ctx, {
    account: `member:${user.email}`,
    ip: options.ip,
    passwordHash: user.passwordHash,
    password: body.password,
  });
  let claim: AccountCodeClaim | undefined;
  if (isTotpOn(user)) {
    if (!body.code) throw new AppError('VALIDATION', MSG.twoFactorCodeRequired);
    claim = await checkAccountCode(ctx, { userId: user.id, code: body.code, allowRecovery: true });
  }
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const blockers = await lockAndReadBlockers(tx, { userId: user.id, now });
    if (!blockers || blockers.closed) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
    for (const [blocker, message] of BLOCKERS) {
      if (blockers[blocker]) throw new AppError('CONFLICT', message);
    }
    await claim?.(tx);
    await erasePersonalFields(tx, { userId: user.id, now });
    const kyc = await eraseKyc(tx, { userId: user.id, now });
    const support = await closeTickets(tx, { userId: user.id, now });
    const traces = await eraseContactTraces(tx, { userId: user.id, email: user.email });
    // A copy of their data already made would otherwise stay downloadable from the mailed link for a day.
    const dataExports = await dropMemberExports(tx, user.id);
    // The block's path: every replica's session cache drops the member when this commits (decision 013).
    await revokeAllSessions(ctx, { db: tx, userId: user.id, now });
    await writeAudit(tx, {
      actorId: user.id,
      ip: options.ip,
      action: 'member.close',
      targetType: 'member',
      targetId: user.id,
      // Counts only: nothing that names the person.
      details: {
        kycSubmissions: kyc.submissions,
        kycDocumentParts: kyc.documentParts,
        ...support,
        ...traces,
        dataExports,
      },
      now,
    });
  });
  return { message: MSG.accountClosed };
}
