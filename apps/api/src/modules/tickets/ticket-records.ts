import { microsToUsdt, type TicketRecord, type TicketRecordKind, type TicketRecordRef } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { payoutsOfWithdrawals, toPayoutSummary } from '../payouts/payouts.repository';

// The records a ticket may be about (docs/product.md#support): a member's own deposits, verified withdrawals,
// orders and transfers (sent or received), each told as it stands now.

interface RecordDbRow {
  kind: TicketRecordKind;
  id: string;
  amount_micros: string;
  status: string;
  detail: string | null;
  created_at: string | Date;
  demo: boolean;
}

/** Each kind's rows as one shape; `owner` limits them to a member's own, `id` to one record. */
function recordsOf(kind: TicketRecordKind, where: { owner?: string; id?: string }): SQL {
  const id = (column: SQL) => (where.id ? sql`and ${column} = ${where.id}::uuid` : sql``);
  const owner = (column: SQL) => (where.owner ? sql`and ${column} = ${where.owner}::uuid` : sql``);
  switch (kind) {
    case 'deposit':
      return sql`select 'deposit' as kind, d.id, d.amount_micros::text, d.status, d.tx_hash as detail, d.created_at, d.demo
        from deposits d where true ${owner(sql`d.user_id`)} ${id(sql`d.id`)}`;
    case 'withdrawal':
      return sql`select 'withdrawal' as kind, w.id, w.amount_micros::text, w.status,
          coalesce(w.payout_tx_hash, w.address) as detail, w.created_at, w.demo
        from withdrawals w where w.status <> 'unverified' ${owner(sql`w.user_id`)} ${id(sql`w.id`)}`;
    case 'order':
      return sql`select 'order' as kind, o.id, o.price_micros::text as amount_micros, o.status, o.title as detail, o.created_at, false as demo
        from orders o where true ${owner(sql`o.user_id`)} ${id(sql`o.id`)}`;
    case 'transfer':
      // The other member's UID: the receiver's for a transfer sent, the sender's for one received.
      return sql`select 'transfer' as kind, t.id, t.amount_micros::text, t.status,
          case when t.sender_id = ${where.owner ?? null}::uuid then r.refer_id else s.refer_id end as detail, t.created_at, false as demo
        from transfers t join users s on s.id = t.sender_id join users r on r.id = t.receiver_id
        where t.status = 'success'
          ${where.owner ? sql`and (t.sender_id = ${where.owner}::uuid or t.receiver_id = ${where.owner}::uuid)` : sql``}
          ${id(sql`t.id`)}`;
  }
}

function toRecord(row: RecordDbRow): TicketRecord {
  return {
    kind: row.kind,
    _id: row.id,
    amount: microsToUsdt(BigInt(row.amount_micros)),
    status: row.status,
    detail: row.detail,
    createdAt: new Date(row.created_at).toISOString(),
    demo: row.demo,
  };
}

/** Whether the record is the member's own. */
export async function isOwnRecord(db: Queryable, userId: string, ref: TicketRecordRef): Promise<boolean> {
  const rows = await queryRows<RecordDbRow>(db, recordsOf(ref.kind, { owner: userId, id: ref._id }));
  return rows.length > 0;
}

/**
 * The record as it stands now, from its member's side (a transfer's other member is told from `userId`'s side);
 * `withPayout`: a withdrawal's automatic payout too, for the console. Null if it is gone.
 */
export async function recordNow(
  db: Queryable,
  options: { userId: string; ref: TicketRecordRef; withPayout: boolean },
): Promise<TicketRecord | null> {
  const [row] = await queryRows<RecordDbRow>(
    db,
    recordsOf(options.ref.kind, { owner: options.userId, id: options.ref._id }),
  );
  if (!row) return null;
  const record = toRecord(row);
  if (!options.withPayout || row.kind !== 'withdrawal') return record;
  const payout = (await payoutsOfWithdrawals(db, [row.id])).get(row.id);
  return { ...record, payout: payout ? toPayoutSummary(payout) : null };
}

/** Records the form offers, newest first: the member's newest of each kind. */
export async function listRecordChoices(db: Queryable, userId: string, eachKind = 10): Promise<TicketRecord[]> {
  const kinds: TicketRecordKind[] = ['deposit', 'withdrawal', 'order', 'transfer'];
  const parts = kinds.map(
    (kind) =>
      sql`(select * from (${recordsOf(kind, { owner: userId })}) k order by k.created_at desc limit ${eachKind})`,
  );
  const rows = await queryRows<RecordDbRow>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) r order by r.created_at desc, r.id`,
  );
  return rows.map(toRecord);
}
