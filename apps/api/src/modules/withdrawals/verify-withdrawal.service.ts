import {
  MSG,
  type PasskeyAssertion,
  type packageWithdrawalVerifyBody,
  securityHoldMessage,
  type withdrawalVerifyBody,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { afterCommit } from '../../core/after-commit';
import { isFrozen } from '../../core/member-freeze';
import { assertNoSecurityHold } from '../../core/security-hold';
import { getSettings } from '../../core/settings';
import { writeGated } from '../../db/gated-write';
import type { WithdrawalRecord } from '../../db/schema';
import { checksummedAddress } from '../../lib/address';
import { AppError } from '../../lib/app-error';
import { mailNewAddressHold } from '../payout-safety/cool-down';
import { lockVerifyGate, toVerifyFacts, type VerifyFacts } from '../payout-safety/payout-safety';
import { foldTeamCounters } from '../team/team-fold';
import { isTotpOn } from '../two-factor/account-code';
import { type ActionCodeClaim, checkActionCode } from '../two-factor/action-code';
import { type HoldOutcome, holdWithdrawal } from './hold-withdrawal';
import { withdrawalOtpPurpose } from './request-withdrawal.service';
import { findRequestToVerify, toWithdrawalRow } from './withdrawals.repository';

/**
 * POST WithdrawalsrequsetVerify: the OTP, then ONE statement that consumes it, marks the request pending and moves
 * the amount from the income wallet (a refund's from the deposit wallet) to withdrawals payable (hold-withdrawal.ts). A wallet that cannot cover it
 * (another request verified first) writes none of it, code included.
 */
export async function verifyWithdrawal(
  ctx: AppContext,
  options: { userId: string; ip: string; body: z.output<typeof withdrawalVerifyBody>; log: FastifyBaseLogger },
) {
  const { body } = options;
  const address = checksummedAddress(body.address);
  const kind = body.wallet === 'electronic' ? 'refund' : 'income';
  const opened = await openRequest(ctx, { userId: options.userId, id: body._id, kind, address });
  if (address !== opened.request.address || body.amount !== opened.request.amountMicros) {
    throw new AppError('VALIDATION', MSG.withdrawalDetailsChanged);
  }
  return confirm(ctx, { ...opened, ip: options.ip, code: body.otp, passkey: body.passkey, log: options.log });
}

/** POST packageWithdrawalVerify: as above, and the order closes in the same transaction (no more profit). */
export async function verifyCapitalWithdrawal(
  ctx: AppContext,
  options: { userId: string; ip: string; body: z.output<typeof packageWithdrawalVerifyBody>; log: FastifyBaseLogger },
) {
  const { body } = options;
  const address = checksummedAddress(body.address);
  const opened = await openRequest(ctx, { userId: options.userId, id: body._id, kind: 'capital', address });
  if (address !== opened.request.address) {
    throw new AppError('VALIDATION', MSG.withdrawalDetailsChanged);
  }
  return confirm(ctx, { ...opened, ip: options.ip, code: body.otp, passkey: body.passkey, log: options.log });
}

/** The request to verify, refused unless it can be; with the facts its payout safety nets decide from. */
async function openRequest(
  ctx: AppContext,
  options: { userId: string; id: string; kind: WithdrawalRecord['kind']; address: string },
) {
  const settings = await getSettings(ctx.db);
  const row = await findRequestToVerify(ctx.db, {
    id: options.id,
    userId: options.userId,
    facts: { address: options.address, settings, now: ctx.clock() },
  });
  if (!row || row.withdrawal.kind !== options.kind) throw new AppError('NOT_FOUND', MSG.withdrawalNotFound);
  if (row.withdrawal.status !== 'unverified') throw new AppError('CONFLICT', MSG.withdrawalAlreadyVerified);
  if (isFrozen(row.member, ctx.clock())) throw new AppError('FROZEN', MSG.accountFrozen);
  assertNoSecurityHold(row.member, settings.securityChangeHoldHours, ctx.clock());
  if (row.withdrawal.expiresAt.getTime() <= ctx.clock().getTime()) {
    throw new AppError('OTP_INVALID', MSG.withdrawalExpired);
  }
  return {
    request: row.withdrawal,
    packageTitle: row.packageTitle,
    usesAuthenticator: isTotpOn(row.member),
    incomeWalletId: row.incomeWalletId,
    facts: toVerifyFacts(row.facts),
  };
}

type OpenedRequest = Awaited<ReturnType<typeof openRequest>>;

async function confirm(
  ctx: AppContext,
  options: OpenedRequest & {
    ip: string;
    code: string | undefined;
    passkey: PasskeyAssertion | undefined;
    log: FastifyBaseLogger;
  },
) {
  const { request } = options;
  // Outside the transaction: a wrong try must count even though nothing else is written.
  const claimCode = await checkActionCode(ctx, {
    userId: request.userId,
    purpose: withdrawalOtpPurpose(request.id),
    code: options.code,
    passkey: options.passkey,
    ip: options.ip,
    usesAuthenticator: options.usesAuthenticator,
  });
  const outcome = await holdVerified(ctx, {
    request,
    code: claimCode,
    incomeWalletId: options.incomeWalletId,
    facts: options.facts,
  });
  if (!outcome.held) throw refusal(outcome, options.usesAuthenticator);
  // A capital request closed its order: the uplines' counters were queued (docs/decisions/013-performance-budgets.md).
  if (request.kind === 'capital') afterCommit(ctx, foldTeamCounters);
  if (outcome.newAddress) mailNewAddressHold(ctx, { request, hold: outcome.newAddress, log: options.log });
  return {
    message: MSG.withdrawalSubmitted,
    data: toWithdrawalRow({ withdrawal: outcome.pending, packageTitle: options.packageTitle }),
  };
}

/**
 * A request whose code was checked, made pending with its amount held (hold-withdrawal.ts). `facts` read with the
 * request serve the first attempt; a member whose row moved since (another verify) reads them again, and the last
 * attempt holds the row's lock.
 */
export async function holdVerified(
  ctx: AppContext,
  options: { request: WithdrawalRecord; code: ActionCodeClaim; incomeWalletId?: string | null; facts?: VerifyFacts },
): Promise<HoldOutcome> {
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  const { request, code } = options;
  const hold = { request, settings, now, incomeWalletId: options.incomeWalletId ?? undefined, code };
  let facts = options.facts;
  return writeGated(ctx.db, {
    write: (db) => {
      const read = facts;
      facts = undefined;
      return holdWithdrawal(db, { ...hold, facts: read });
    },
    missed: (outcome) => !outcome.held && outcome.why === 'member moved',
    lock: (tx) => lockVerifyGate(tx, request.userId),
  });
}

function refusal(missed: Exclude<HoldOutcome, { held: true }>, usesAuthenticator: boolean): AppError {
  const { why } = missed;
  if (missed.why === 'security hold') return new AppError('FROZEN', securityHoldMessage(missed.until.toISOString()));
  if (why === 'code used') {
    return new AppError('OTP_INVALID', usesAuthenticator ? MSG.twoFactorCodeReplayed : MSG.otpExpired);
  }
  if (why === 'frozen') return new AppError('FROZEN', MSG.accountFrozen);
  if (why === 'order closed') return new AppError('CONFLICT', MSG.orderNotWithdrawable);
  if (why === 'request verified') return new AppError('CONFLICT', MSG.withdrawalAlreadyVerified);
  // Only a reconciliation that ran between the read and the statement, both under the member's lock, gets here.
  return new AppError('UNAVAILABLE', MSG.unavailable);
}
