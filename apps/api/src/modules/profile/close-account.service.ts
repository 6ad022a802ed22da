import { accountCloseGiveUpMessage, type CloseAccountBody, type Locale, MSG, ROLE } from '@app/contract';
import { translateMessage } from '@app/contract/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { runAfterResponse } from '../../core/after-response';
import { writeAudit } from '../../core/audit';
import type { AuthInfo } from '../../core/auth-info';
import { checkOwnPassword } from '../../core/login-guard';
import { companyName, getSettings, usdtSettingToMicros } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { givenUpBalances } from '../../db/schema';
import { PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts';
import { writeMoney } from '../../ledger/money-event';
import { balanceGivenUp } from '../../ledger/movements';
import { AppError } from '../../lib/app-error';
import { accountClosedMail } from '../../lib/mail-templates';
import { dropMemberExports } from '../data-export/data-export.repository';
import { revokeAllSessions } from '../sessions/sessions';
import { type AccountCodeClaim, checkAccountCode, isTotpOn } from '../two-factor/account-code';
import { findUserById } from '../users/users.repository';
import {
  type CloseBlockers,
  type ClosingWallet,
  closeTickets,
  eraseContactTraces,
  eraseKyc,
  erasePersonalFields,
  lockAndReadBlockers,
  lockWallets,
} from './close-account.repository';

/** The refusals after the balance's, in the order they are checked (docs/product.md#closing-an-account). */
const BLOCKERS: readonly [keyof Omit<CloseBlockers, 'matured_capital'>, string][] = [
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
export async function closeAccount(
  ctx: AppContext,
  options: { auth: AuthInfo; body: CloseAccountBody; ip: string; locale: Locale; log: FastifyBaseLogger },
) {
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
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const blockers = await lockAndReadBlockers(tx, { userId: user.id, now });
    if (!blockers || blockers.closed) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
    const wallets = await lockWallets(tx, user.id);
    const minimum = usdtSettingToMicros(settings.withdrawalMinimum);
    // What could be withdrawn (or, in the Electronic Wallet, spent) must be first; what could never be may be given up.
    const withdrawable = blockers.matured_capital || wallets.some((wallet) => wallet.balanceMicros >= minimum);
    const givenUp = withdrawable ? 0n : wallets.reduce((sum, wallet) => sum + wallet.balanceMicros, 0n);
    const balanceReason = withdrawable
      ? MSG.accountCloseBalance
      : givenUp > 0n && !body.giveUpBalance
        ? accountCloseGiveUpMessage(givenUp, String(settings.withdrawalMinimum))
        : null;
    // Every reason at once, in order: a member told only the first would fix it and meet the next. Each sentence is put
    // in the member's language before they are joined (the answer's translation knows single sentences only).
    const reasons = [balanceReason, ...BLOCKERS.filter(([blocker]) => blockers[blocker]).map(([, message]) => message)]
      .filter((reason) => reason !== null)
      .map((reason) => translateMessage(reason, options.locale));
    if (reasons.length > 0) throw new AppError('CONFLICT', reasons.join(' '));
    await claim?.(tx);
    if (givenUp > 0n) await giveUp(tx, { userId: user.id, wallets, now });
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
        givenUpMicros: givenUp.toString(),
      },
      now,
    });
  });
  // The address it had, read before the erasure, is told once more: the member's record that it happened, and an alarm
  // if it was not them.
  runAfterResponse(
    async () =>
      ctx.mailer.send(
        accountClosedMail({
          company: await companyName(ctx.db),
          to: user.email,
          fullName: user.fullName,
          at: now,
          locale: user.locale,
        }),
      ),
    { log: options.log, what: 'account closed notice' },
  );
  return { message: MSG.accountClosed };
}

/** Each wallet's balance to the platform's balances given up, and the record that explains it, in the closing's transaction. */
async function giveUp(db: Queryable, options: { userId: string; wallets: ClosingWallet[]; now: Date }) {
  const { userId, now } = options;
  const givenUpAccountId = await platformAccountId(db, PLATFORM_ACCOUNT.balancesGivenUp);
  const values = options.wallets.map((wallet) => ({
    userId,
    wallet: wallet.wallet,
    amountMicros: wallet.balanceMicros,
    createdAt: now,
  }));
  await writeMoney(db, {
    entries: options.wallets.map((wallet) =>
      balanceGivenUp({
        userId,
        wallet: wallet.wallet,
        walletId: wallet.id,
        givenUpAccountId,
        amountMicros: wallet.balanceMicros,
        now,
      }),
    ),
  });
  await db.insert(givenUpBalances).values(values);
}
