import type { QueueOrder } from '@app/contract';
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';

export const PAGE_SIZE = 10;

/** `size` is PAGE_SIZE for every list of the contract; the operator console's member page reads longer ones. */
export function pageWindow(page: number, size = PAGE_SIZE) {
  return { limit: size, offset: (page - 1) * size };
}

/** The contract's list shape: rows under `docs` with the totals a pager needs. */
export function toPage<Row>(options: { docs: Row[]; totalDocs: number; page: number }) {
  return {
    docs: options.docs,
    totalDocs: options.totalDocs,
    limit: PAGE_SIZE,
    page: options.page,
    totalPages: Math.max(1, Math.ceil(options.totalDocs / PAGE_SIZE)),
  };
}

/** How many rows a listing holds in all (its `totalDocs`), counted under the `where` its page was read with. */
export async function countRows(db: Queryable, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/**
 * A review queue's order unless the operator asks for one: pending requests oldest first (a queue to work through),
 * decided ones newest first (a history).
 */
export function queueDirection(options: { order?: QueueOrder | undefined; status?: string | undefined }) {
  return (options.order ?? (options.status === 'pending' ? 'oldest' : 'newest')) === 'oldest' ? asc : desc;
}
