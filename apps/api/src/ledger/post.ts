import { MSG } from '@app/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { accounts, journalEntries, postings } from '../db/schema';
import { AppError } from '../lib/app-error';

export interface PostingLine {
  accountId: string;
  /** Signed micro-USDT: positive raises the account's balance, negative lowers it. */
  amountMicros: bigint;
}

export interface PostOptions {
  kind: string;
  /** What makes the business event unique; a replay of the key moves nothing. */
  idempotencyKey: string;
  lines: PostingLine[];
  memo?: Record<string, unknown>;
  now: Date;
}

export interface PostResult {
  entryId: string;
  replayed: boolean;
}

export class LedgerInvariantError extends Error {}

/**
 * Writes one journal entry inside the caller's transaction. Lines must sum to zero; a member balance
 * moves down only by a conditional update that cannot pass below zero (INSUFFICIENT_FUNDS otherwise,
 * and the caller's transaction rolls back with it).
 */
export async function post(tx: Queryable, options: PostOptions): Promise<PostResult> {
  assertBalanced(options.lines);
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      kind: options.kind,
      idempotencyKey: options.idempotencyKey,
      memo: options.memo ?? {},
      createdAt: options.now,
    })
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id });
  if (!entry) {
    const [existing] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, options.idempotencyKey));
    if (!existing) throw new LedgerInvariantError(`entry ${options.idempotencyKey} vanished`);
    return { entryId: existing.id, replayed: true };
  }
  // A fixed lock order (by account id) keeps concurrent entries on the same accounts free of deadlocks.
  const ordered = [...options.lines].sort((a, b) => a.accountId.localeCompare(b.accountId));
  for (const line of ordered) {
    const [updated] = await tx
      .update(accounts)
      .set({ balanceMicros: sql`${accounts.balanceMicros} + ${line.amountMicros}` })
      .where(
        and(
          eq(accounts.id, line.accountId),
          or(isNull(accounts.ownerId), sql`${accounts.balanceMicros} + ${line.amountMicros} >= 0`),
        ),
      )
      .returning({ id: accounts.id });
    if (!updated) throw new AppError('INSUFFICIENT_FUNDS', MSG.insufficientFunds);
  }
  await tx.insert(postings).values(ordered.map((line) => ({ entryId: entry.id, ...line })));
  return { entryId: entry.id, replayed: false };
}

function assertBalanced(lines: PostingLine[]) {
  if (lines.length < 2) throw new LedgerInvariantError('an entry needs at least two lines');
  let sum = 0n;
  for (const line of lines) {
    if (line.amountMicros === 0n) throw new LedgerInvariantError('a posting of zero');
    sum += line.amountMicros;
  }
  if (sum !== 0n) throw new LedgerInvariantError(`entry does not balance: ${sum}`);
}
