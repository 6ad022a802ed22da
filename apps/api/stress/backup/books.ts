import type { Acknowledged, Journal } from '../chaos/journal';
import type { Query } from '../chaos/verify';

// What a restored database must hold: the balances read at the restore point, and nothing acknowledged after it.

/** Every account's balance, by account id. */
export async function balances(query: Query): Promise<Map<string, string>> {
  const rows = await query('select id::text as id, balance_micros::text as balance from accounts order by id');
  return new Map(rows.map((row) => [String(row.id), String(row.balance)]));
}

/** The accounts whose balance differs between two readings, or that only one of them has; at most `limit`. */
export function balanceDifferences(expected: Map<string, string>, found: Map<string, string>, limit = 5): string[] {
  const differences: string[] = [];
  for (const id of new Set([...expected.keys(), ...found.keys()])) {
    if (expected.get(id) !== found.get(id)) {
      differences.push(`account ${id}: expected ${expected.get(id) ?? 'none'}, found ${found.get(id) ?? 'none'}`);
    }
  }
  return differences.length > limit
    ? [...differences.slice(0, limit), `and ${differences.length - limit} more`]
    : differences;
}

/** The ledger entry an acknowledged operation wrote, by its idempotency key; undefined for those that write none. */
function entryKey(ack: Acknowledged): string | undefined {
  switch (ack.kind) {
    case 'approve':
      return `deposit:${ack.depositId}`;
    case 'purchase':
      return `purchase:${ack.orderId}`;
    case 'withdrawal':
      return `withdrawal:hold:${ack.id}`;
    case 'pay':
      return `withdrawal:payout:${ack.withdrawalId}`;
    case 'reject':
      return `withdrawal:return:${ack.withdrawalId}`;
    case 'transfer':
      return `transfer:${ack.id}`;
    default:
      return undefined;
  }
}

/** The acknowledged operations whose effect the database holds: after a restore to a point, none from after it. */
export async function present(query: Query, journal: Journal): Promise<string[]> {
  const acks = journal.acknowledged;
  const found: string[] = [];
  const emails = acks.flatMap((ack) => (ack.kind === 'signup' ? [ack.email] : []));
  for (const row of await query('select email from users where email = any($1)', [emails])) {
    found.push(`signup ${row.email}`);
  }
  const hashes = acks.flatMap((ack) => (ack.kind === 'deposit' ? [ack.hash.toLowerCase()] : []));
  for (const row of await query('select tx_hash from deposits where tx_hash = any($1)', [hashes])) {
    found.push(`deposit ${row.tx_hash}`);
  }
  const keys = acks.flatMap((ack) => entryKey(ack) ?? []);
  for (const row of await query('select idempotency_key from journal_entries where idempotency_key = any($1)', [
    keys,
  ])) {
    found.push(`ledger entry ${row.idempotency_key}`);
  }
  const claims = acks.flatMap((ack) => (ack.kind === 'claim' ? [`${ack.email} ${ack.day}`] : []));
  const trading = await query(
    `select u.email || ' ' || i.day as claim from incomes i join users u on u.id = i.user_id
     where i.kind = 'trading' and u.email || ' ' || i.day = any($1)`,
    [claims],
  );
  for (const row of trading) found.push(`claim ${row.claim}`);
  return found;
}
