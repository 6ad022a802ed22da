import { type SQLWrapper, sql } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../../core/audit';
import type { Queryable } from '../../db/client';
import { writeMoney } from '../../ledger/money-event';
import { depositCredit } from '../../ledger/movements';
import { depositApproved } from '../notifications/notification-events';
import { notificationsInsert } from '../notifications/notify';

/**
 * The one way a deposit is credited, whoever credits it: an operator's approval, the chain check of a pasted hash, or
 * the watcher of members' own addresses. `claim` is how that path turns the deposit credited (an update of the pending
 * row, or the watcher's insert of a new one), answering its id; only when it does are the entry `deposit:<id>` for
 * `amountMicros`, the member's notice and, where the path audits, its audit row written, all in one statement. Of
 * two paths crediting one deposit, one writes all of it and the other nothing. Answers whether it credited.
 */
export async function creditDeposit(
  db: Queryable,
  credit: {
    /** A drizzle update or insert, or the SQL of one. */
    claim: SQLWrapper;
    deposit: { id: string; userId: string; txHash: string };
    amountMicros: bigint;
    now: Date;
    /** The member's deposit wallet, when the caller read it with the deposit. */
    depositWalletId?: string | null;
    audit?: Omit<AuditEntry, 'now'>;
  },
): Promise<boolean> {
  const { deposit, amountMicros, now } = credit;
  const entry = await depositCredit(db, {
    depositId: deposit.id,
    userId: deposit.userId,
    txHash: deposit.txHash,
    amountMicros,
    now,
    depositWalletId: credit.depositWalletId,
  });
  const notice = depositApproved({ userId: deposit.userId, depositId: deposit.id, amountMicros, now });
  const { claimed } = await writeMoney(db, {
    // The statement itself, not the parenthesised subquery an embedded query builder would be.
    claim: credit.claim.getSQL(),
    entries: [{ ...entry, gate: deposit.id }],
    rows: ({ claimed }) => [
      credit.audit && sql`audited as (${auditInsert({ ...credit.audit, now }, { onlyIf: claimed })})`,
      sql`noticed as (${notificationsInsert([notice], { onlyIf: claimed })})`,
    ],
  });
  return claimed;
}
