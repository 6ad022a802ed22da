import type { FastifyBaseLogger } from 'fastify';
import { outsideRequestDeadline } from '../db/request-deadline';

// Work a caller must not wait for (or must not be able to time): it runs after the answer is sent. Shutdown
// and tests wait for what is still running with `afterResponseSettled`. It is not the request's own database work:
// it runs outside the request's database deadline (db/request-deadline.ts).
const running = new Set<Promise<void>>();

export function runAfterResponse(task: () => Promise<unknown>, options: { log: FastifyBaseLogger; what: string }) {
  const done = Promise.resolve()
    .then(() => outsideRequestDeadline(task))
    .then(
      () => undefined,
      (error: unknown) => options.log.warn({ err: error }, `${options.what} failed`),
    )
    .finally(() => running.delete(done));
  running.add(done);
}

export async function afterResponseSettled() {
  while (running.size) await Promise.all([...running]);
}
