import type { QueueOrder } from '@app/contract';

/** A review queue on screen as its address says: `?status=` (pending when absent), `?order=`, `?page=`. */
export interface ReviewQueueAddress<Filter extends string> {
  filter: Filter;
  /** Absent: the server's default (pending oldest first, the rest newest first). */
  order?: QueueOrder;
  page: number;
}

/** The address as the queue route's query: `all` asks for every status, so sends none. */
export function queueQueryOf<Filter extends string>({ filter, order, page }: ReviewQueueAddress<Filter>) {
  const status = filter === 'all' ? undefined : (filter as Exclude<Filter, 'all'>);
  return { status, order, page };
}
