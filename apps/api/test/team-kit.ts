import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { teamStats, users } from '../src/db/schema';
import { writeMoney } from '../src/ledger/money-event';
import { openCounters, ordersClosedWrites, purchaseCounterWrites } from '../src/modules/team/team-stats';
import { findUplinesOf } from '../src/modules/team/uplines';

// The team module's writes as a purchase or a closing order makes them, run by a statement of the test's own: what
// the services compose into their statements, without the money around them.

async function run(db: Queryable, ctes: SQL[]) {
  await queryRows(db, sql`with ${sql.join(ctes, sql`, `)} select 1`);
}

/** A purchase's counters: the buyer's own now, the uplines' queued (the claim must pass: nothing else runs). */
export async function countPurchase(db: Queryable, options: { userId: string; priceMicros: bigint }) {
  await openCounters(db, options.userId);
  const [buyer] = await db
    .select({ stats: teamStats, selfRank: users.selfRank })
    .from(teamStats)
    .innerJoin(users, eq(users.id, teamStats.userId))
    .where(eq(teamStats.userId, options.userId));
  if (!buyer) throw new Error(`no counters for ${options.userId}`);
  const uplines = (await findUplinesOf(db, [options.userId])).get(options.userId) ?? [];
  const writes = purchaseCounterWrites({
    buyer: { id: options.userId, selfRank: buyer.selfRank, stats: buyer.stats },
    priceMicros: options.priceMicros,
    uplines,
  });
  await writeMoney(db, {
    claim: writes.claim,
    entries: [],
    rows: ({ claimed }) => {
      const queue = writes.queue(claimed);
      return [queue && sql`queued as (${queue})`];
    },
  });
}

/** Closes `orders` (matured) as a claim or a settlement does, with their owners' counters. */
export async function closeOrders(db: Queryable, closed: SQL, ownerIds: string[]) {
  const uplinesOf = await findUplinesOf(db, ownerIds);
  await run(db, [sql`closed as (${closed})`, ordersClosedWrites({ closed: sql`closed`, uplinesOf })]);
}
