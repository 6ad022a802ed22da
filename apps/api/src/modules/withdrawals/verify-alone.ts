import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { retryingConflicts } from '../../db/money-transaction';
import type { WithdrawalRecord } from '../../db/schema';
import { postGatedEntries } from '../../ledger/post';
import { withdrawalHoldEntry } from '../../ledger/withdrawal-ledger';
import type { NewAddressHold } from '../payout-safety/cool-down';
import { guardWithdrawalVerifyOn, readVerifyFacts, verifyCountGate } from '../payout-safety/payout-safety';
import type { getSettings } from '../settings/settings.service';

type Settings = Awaited<ReturnType<typeof getSettings>>;

/**
 * An income verify as one read and one statement outside any transaction (docs/decisions/013-performance-budgets.md),
 * once its code was checked. The read gets what the payout safety nets decide from (refused here as the transaction
 * refuses them); the statement then counts the verify on the member (only if no verify and no reconciliation came
 * since the read), claims the code, makes the request pending with its cool-down and holds its amount, each only if
 * the one before it wrote, and all or nothing of the rest when a balance would pass zero (the accounts' check).
 * Null when a row had moved: the caller takes the transaction, which reads everything again under the member's lock.
 */
export async function verifyIncomeAlone(
  db: Queryable,
  options: {
    request: WithdrawalRecord;
    settings: Settings;
    now: Date;
    incomeWalletId: string;
    claimCode: (onlyIf: SQL) => SQL;
  },
): Promise<{ pending: WithdrawalRecord; newAddress: NewAddressHold | null } | null> {
  const { request, now } = options;
  const facts = await readVerifyFacts(db, options);
  const hold = guardWithdrawalVerifyOn(facts, options);
  const entry = await withdrawalHoldEntry(db, { withdrawal: request, now, incomeWalletId: options.incomeWalletId });
  const gate = sql`${verifyCountGate(facts, request.userId)},
    ${options.claimCode(sql`exists (select 1 from member)`)},
    gate as (
      update withdrawals w set status = 'pending', verified_at = ${now.toISOString()}::timestamptz
        ${hold ? sql`, hold_until = ${hold.holdUntil.toISOString()}::timestamptz, cancel_token_hash = ${hold.cancelTokenHash}` : sql``}
      where w.id = ${request.id}::uuid and w.status = 'unverified' and exists (select 1 from code)
      returning w.id)`;
  const { gated } = await retryingConflicts(() => postGatedEntries(db, [{ ...entry, gate: request.id }], { gate }));
  if (!gated.has(request.id)) return null;
  const pending: WithdrawalRecord = {
    ...request,
    status: 'pending',
    verifiedAt: now,
    ...(hold ? { holdUntil: hold.holdUntil, cancelTokenHash: hold.cancelTokenHash } : {}),
  };
  return { pending, newAddress: hold };
}
