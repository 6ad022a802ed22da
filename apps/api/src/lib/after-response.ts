import type { FastifyBaseLogger } from 'fastify';

// Work a caller must not wait for (or must not be able to time): it runs after the answer is sent. Shutdown
// and tests wait for what is still running with `afterResponseSettled`.
const running = new Set<Promise<void>>();

export function runAfterResponse(task: () => Promise<unknown>, options: { log: FastifyBaseLogger; what: string }) {
  const done = Promise.resolve()
    .then(task)
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
