import { type SQL, sql } from 'drizzle-orm';
import { frozenSql } from '../../core/member-freeze';
import { securityHoldUntil } from '../../core/security-hold';
import type { getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import type { WithdrawalRecord } from '../../db/schema';
import { writeMoney } from '../../ledger/money-event';
import { withdrawalHold } from '../../ledger/movements';
import type { NewAddressHold } from '../payout-safety/cool-down';
import {
  guardWithdrawalVerifyOn,
  readVerifyFacts,
  type VerifyFacts,
  verifyCountGate,
} from '../payout-safety/payout-safety';
import { ordersClosedWrites } from '../team/team-stats';
import { findUplinesOf } from '../team/uplines';
import type { ActionCodeClaim } from '../two-factor/action-code';

type Settings = Awaited<ReturnType<typeof getSettings>>;

/** How a verify's statement ended: held, or why not (the member's row moved since the read: read again). */
export type HoldOutcome =
  | { held: true; pending: WithdrawalRecord; newAddress: NewAddressHold | null }
  | { held: false; why: 'member moved' | 'code used' | 'request verified' | 'order closed' | 'frozen' }
  | { held: false; why: 'security hold'; until: Date };

/**
 * A verified request, as one read and one statement (docs/decisions/005-withdrawals.md), once its code was checked.
 * The read gets what the payout safety nets decide from (refused here); the statement then counts the verify on the
 * member (only if no verify and no reconciliation came since the read; an authenticator's code claims its time step
 * on the same row), claims an e-mailed code, closes a capital request's order (locked, so of two requests for one
 * order the second finds it closed), makes the request pending with its cool-down and holds its amount, each only if
 * the one before it wrote; all or nothing of it when a balance would pass zero (the accounts' check). The order's
 * team counters move with it when it was still earning.
 */
export async function holdWithdrawal(
  db: Queryable,
  options: {
    request: WithdrawalRecord;
    settings: Settings;
    now: Date;
    incomeWalletId?: string;
    code: ActionCodeClaim;
    /** The facts, when the caller read them with the request (else read here). */
    facts?: VerifyFacts | undefined;
  },
): Promise<HoldOutcome> {
  const { request, now, code } = options;
  const facts = options.facts ?? (await readVerifyFacts(db, options));
  const hold = guardWithdrawalVerifyOn(facts, options);
  const entry = {
    ...(await withdrawalHold.open(db, { withdrawal: request, now, incomeWalletId: options.incomeWalletId })),
    gate: request.id,
  };
  const capital = request.kind === 'capital' ? await capitalWrites(db, request, now) : null;
  const memberCounted = sql`exists (select 1 from member)`;
  const { claimed, answer } = await writeMoney<{ counted: boolean; coded: boolean; order_open: boolean }>(db, {
    before: [
      verifyCountGate(facts, request.userId, {
        now,
        totpStep: code.totpStep,
        securityHoldHours: options.settings.securityChangeHoldHours,
      }),
      capital?.order,
      codeClaim(code, capital ? sql`${memberCounted} and exists (select 1 from order_row)` : memberCounted),
      capital?.close,
    ],
    claim: sql`
      update withdrawals w set status = 'pending', verified_at = ${now.toISOString()}::timestamptz
        ${hold ? sql`, hold_until = ${hold.holdUntil.toISOString()}::timestamptz, cancel_token_hash = ${hold.cancelTokenHash}` : sql``}
      where w.id = ${request.id}::uuid and w.status = 'unverified'
        and ${capital ? sql`exists (select 1 from closed_order)` : sql`exists (select 1 from code)`}
      returning w.id`,
    entries: [entry],
    rows: () => [capital?.counters],
    answer: () => sql`exists (select 1 from member) as counted, exists (select 1 from code) as coded,
      ${capital ? sql`exists (select 1 from order_row)` : sql`true`} as order_open`,
  });
  if (!claimed) {
    if (!answer.counted) {
      return whyMemberMissed(db, {
        userId: request.userId,
        code,
        now,
        securityHoldHours: options.settings.securityChangeHoldHours,
      });
    }
    if (!answer.order_open) return { held: false, why: 'order closed' };
    return { held: false, why: answer.coded ? 'request verified' : 'code used' };
  }
  const pending: WithdrawalRecord = {
    ...request,
    status: 'pending',
    verifiedAt: now,
    ...(hold ? { holdUntil: hold.holdUntil, cancelTokenHash: hold.cancelTokenHash } : {}),
  };
  return { held: true, pending, newAddress: hold };
}

/** The code's claim as the CTE `code`: an authenticator's step was claimed by the member's row (verifyCountGate). */
function codeClaim(code: ActionCodeClaim, onlyIf: SQL): SQL {
  if (code.cte) return code.cte(onlyIf);
  if (code.totpStep === undefined) throw new Error('a code with neither a CTE nor a time step');
  return sql`code as (select id from member where ${onlyIf})`;
}

/**
 * Why the member's row missed: a freeze or a change of the password or second factor committed since the read, or
 * the authenticator's step used meanwhile (none worth another read), else another verify or a reconciliation (read
 * again).
 */
async function whyMemberMissed(
  db: Queryable,
  options: { userId: string; code: ActionCodeClaim; now: Date; securityHoldHours: number },
): Promise<Exclude<HoldOutcome, { held: true }>> {
  const { code, now } = options;
  const step = code.totpStep === undefined ? sql`null::bigint` : sql`${code.totpStep}::bigint`;
  const [row] = await queryRows<{ frozen: boolean; used: boolean; security_changed_at: string | Date | null }>(
    db,
    sql`select ${frozenSql('users', now)} as frozen, coalesce(totp_last_step >= ${step}, false) as used,
          security_changed_at
        from users where id = ${options.userId}::uuid`,
  );
  if (row?.frozen) return { held: false, why: 'frozen' };
  const changedAt = row?.security_changed_at ? new Date(row.security_changed_at) : null;
  const until = securityHoldUntil({ securityChangedAt: changedAt }, options.securityHoldHours, now);
  if (until) return { held: false, why: 'security hold', until };
  return { held: false, why: row?.used ? 'code used' : 'member moved' };
}

/**
 * A capital request's order, closed by the verify's statement: `order_row` locks it (its newest version, so a
 * maturity committed meanwhile is seen) unless already withdrawn; `closed_order` marks it withdrawn, keeping the
 * maturity date of a matured one; and if it was still earning, its owner's counters drop with the uplines' share
 * queued.
 */
async function capitalWrites(db: Queryable, request: WithdrawalRecord, now: Date) {
  if (!request.orderId) throw new Error(`capital withdrawal ${request.id} has no order`);
  const uplinesOf = await findUplinesOf(db, [request.userId]);
  return {
    order: sql`order_row as materialized (
      select id, user_id, status, price_micros from orders
      where id = ${request.orderId}::uuid and user_id = ${request.userId}::uuid and status in ('active', 'matured')
      for no key update)`,
    close: sql`closed_order as (
      update orders o set status = 'withdrawn', closed_at = coalesce(o.closed_at, ${now.toISOString()}::timestamptz)
      from order_row r where o.id = r.id and exists (select 1 from code)
      returning r.user_id, r.price_micros, r.status = 'active' as was_active)`,
    counters: sql`was_earning as (select user_id, price_micros from closed_order where was_active),
      ${ordersClosedWrites({ closed: sql`was_earning`, uplinesOf })}`,
  };
}
