import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

// One deadline for all of a request's database work (docs/decisions/006-reliability-and-abuse.md): a request waits on
// PostgreSQL DB_STATEMENT_TIMEOUT_MS in all, whatever it reads on the way (its session, the settings, the member's
// row, the member's language for the answer), not that long for each read one after another. With PostgreSQL frozen
// (connections open, nothing answered) each read waited its own statement timeout plus the client's margin: a
// member's profile answered 503 only after 17 s with a 10 s timeout.
//
// The time counted is the time the request had at least one database call on its way (a connection asked of the pool,
// or a statement sent): reading a slow client's upload, or waiting for the member's browser, spends none of it. Each
// call's wait is cut to what is left; a call made once nothing is left fails at once, as the database away does, and
// the answer is 503 UNAVAILABLE. Work that is not the request's own (after its answer: core/after-response.ts,
// core/after-commit.ts) runs outside its deadline. Background jobs and the command line have none: each statement keeps
// its own timeout there.

/** How long a request has waited on the database, of `budgetMs`. */
export class DatabaseWait {
  readonly budgetMs: number;
  #usedMs = 0;
  #inFlight = 0;
  #since = 0;

  constructor(budgetMs: number) {
    this.budgetMs = budgetMs;
  }

  /** What is left of the budget now, in ms (0 or less: spent). */
  leftMs(now = performance.now()): number {
    return this.budgetMs - this.#usedMs - (this.#inFlight > 0 ? now - this.#since : 0);
  }

  /**
   * Counts `waiting` as database time until it settles, and gives it up (rejects) once the budget is spent: two calls
   * at once count their common time once.
   */
  async within<T>(waiting: () => Promise<T>, onLate: (value: T) => void = () => {}): Promise<T> {
    const left = this.leftMs();
    if (left <= 0) throw new DatabaseDeadlineError();
    this.#begin();
    let timer: NodeJS.Timeout | undefined;
    let late = false;
    try {
      return await Promise.race([
        waiting().then((value) => {
          if (late) onLate(value);
          return value;
        }),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => {
            late = true;
            reject(new DatabaseDeadlineError());
          }, Math.ceil(left));
        }),
      ]);
    } finally {
      clearTimeout(timer);
      this.#end();
    }
  }

  #begin() {
    if (this.#inFlight === 0) this.#since = performance.now();
    this.#inFlight += 1;
  }

  #end() {
    this.#inFlight -= 1;
    if (this.#inFlight === 0) this.#usedMs += performance.now() - this.#since;
  }
}

/** A database call refused or given up because its request's deadline passed: answered as the database away (503). */
export class DatabaseDeadlineError extends Error {
  constructor() {
    super("database deadline passed: the request's time for the database is spent");
  }
}

const waits = new AsyncLocalStorage<DatabaseWait>();

/** Runs `work` (and everything it starts) under the request's wait. */
export function runWithDatabaseWait<T>(wait: DatabaseWait, work: () => T): T {
  return waits.run(wait, work);
}

/** Runs `work` outside any request's deadline: work after the answer is not the request's. */
export function outsideRequestDeadline<T>(work: () => T): T {
  return waits.exit(work);
}

/**
 * Waits for `shared`, a read another request may have started (a cache's promise), within this request's deadline:
 * what another request started is bounded by that request's deadline, not by this one's.
 */
export function withinRequestDeadline<T>(shared: Promise<T>): Promise<T> {
  const wait = waits.getStore();
  return wait ? wait.within(() => shared) : shared;
}

/** The statement was given up on by the client (the deadline, or pg's own read timeout), not refused by the server. */
function isGivenUp(error: unknown): boolean {
  return error instanceof DatabaseDeadlineError || (error instanceof Error && error.message === 'Query read timeout');
}

/** Clients a statement of was given up on: the answer may still be on its way, so the connection is not reused. */
const spoiled = new WeakSet<pg.ClientBase>();

type QueryConfigLike = { query_timeout?: number; submit?: unknown };
type AnyQuery = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Cuts each statement a pooled client sends within a request to what is left of the request's deadline (pg's
 * `query_timeout`, the client's own wait, which a frozen server cannot ignore). `readTimeoutMs` stays the longest
 * wait. Called once per new connection.
 */
export function cutStatementsToDeadline(client: pg.ClientBase, readTimeoutMs: number): void {
  const query = client.query.bind(client) as AnyQuery;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    const wait = waits.getStore();
    const plain =
      config !== null &&
      typeof config === 'object' &&
      typeof (config as QueryConfigLike).submit !== 'function' &&
      typeof values !== 'function' &&
      typeof callback !== 'function';
    if (!wait || !plain) return query(config, values, callback);
    const left = wait.leftMs();
    if (left <= 0) {
      spoiled.add(client);
      return Promise.reject(new DatabaseDeadlineError());
    }
    // A statement's own shorter wait (the readiness ping's) stays.
    const own = (config as QueryConfigLike).query_timeout;
    const timeout = Math.max(1, Math.ceil(Math.min(left, own && own > 0 ? own : readTimeoutMs)));
    return wait
      .within(() => query({ ...(config as object), query_timeout: timeout }, values) as Promise<unknown>)
      .catch((error: unknown) => {
        if (isGivenUp(error)) spoiled.add(client);
        throw error;
      });
  };
}

/**
 * Makes `pool` keep its requests' deadlines: a connection asked for within a request is waited for only what is left
 * (the pool's own connect timeout is the longest), and a one-off statement is sent on a connection asked for so, in the
 * request's own context (the pool's queue would run it in whichever request's context released a connection). A
 * connection a statement was given up on is dropped when released, never handed to the next caller mid-answer or
 * mid-transaction.
 */
export function keepRequestDeadlines(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  const query = pool.query.bind(pool) as AnyQuery;

  const acquire = async (): Promise<pg.PoolClient> => {
    const wait = waits.getStore();
    const client = wait
      ? await wait.within(
          () => connect() as Promise<pg.PoolClient>,
          // Given up on while the pool was still opening it: it goes back unused.
          (late) => late.release(),
        )
      : await (connect() as Promise<pg.PoolClient>);
    const release = client.release.bind(client);
    client.release = (error?: Error | boolean) =>
      release(error ?? (spoiled.has(client) ? new Error('a statement on this connection was given up on') : undefined));
    return client;
  };

  (pool as { connect: unknown }).connect = (callback?: unknown) => (callback ? connect(callback) : acquire());
  (pool as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (!waits.getStore() || typeof values === 'function' || typeof callback === 'function') {
      return query(config, values, callback);
    }
    return (async () => {
      const client = await acquire();
      try {
        const result = await client.query(config as pg.QueryConfig, values as unknown[]);
        client.release();
        return result;
      } catch (error) {
        client.release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
    })();
  };
}
