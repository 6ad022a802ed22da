// What a database failure means for the caller. Drizzle wraps the driver's error in `cause`.

interface DriverError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

/** The driver's errors, outermost first (Drizzle's wrapper, then pg's or PGlite's). */
function chain(error: unknown): DriverError[] {
  const found: DriverError[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && found.length < 5) {
    found.push(current as DriverError);
    current = (current as DriverError).cause;
  }
  return found;
}

function sqlState(error: unknown): string | undefined {
  return chain(error).find((each) => typeof each.code === 'string' && /^[0-9A-Z]{5}$/.test(each.code))?.code;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = chain(error).find((each) => each.code === '23505');
  if (!pgError) return false;
  return !constraint || pgError.constraint === constraint || Boolean(pgError.message?.includes(constraint));
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
// `database deadline passed`: the request's time for the database is spent (db/request-deadline.ts).
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|database deadline passed|Client has encountered a connection error|Connection ended unexpectedly|not queryable|Client was closed/i;
// Connection exceptions, server shutting down or starting, too many connections, statement or lock timeout, and a
// write sent to a standby (a failover under way, or DATABASE_URL naming a standby: docs/operations.md#failover).
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300|57014|55P03|25006)$/;

/** True when the database is away, starting, overloaded or too slow: a 503, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && UNAVAILABLE_STATES.test(state)) return true;
  return chain(error).some(
    (each) => (each.code !== undefined && NETWORK_CODES.has(each.code)) || DRIVER_MESSAGES.test(each.message ?? ''),
  );
}

/** A write refused because the database is read-only: a standby, or a primary being demoted. */
export function isReadOnlyDatabase(error: unknown): boolean {
  return sqlState(error) === '25006';
}

export type DatabaseErrorKind = 'timeout' | 'connection_lost' | 'read_only' | 'other';

// Statement or lock timeout (57014 is also an explicit cancel, which this application never sends), and the
// driver's own waits for a connection or an answer.
const TIMEOUT_STATES = /^(57014|55P03)$/;
const TIMEOUT_MESSAGES = /timeout exceeded when trying to connect|Query read timeout|database deadline passed/i;

/**
 * What kind of database failure an error is, for /metrics (docs/operations.md#metrics): the three an operator acts
 * on differently, and `other` for any other error the database raised; null when the database raised none.
 */
export function databaseErrorKind(error: unknown): DatabaseErrorKind | null {
  const state = sqlState(error);
  if (state === '25006') return 'read_only';
  const timedOut = chain(error).some((each) => each.code === 'ETIMEDOUT' || TIMEOUT_MESSAGES.test(each.message ?? ''));
  if ((state && TIMEOUT_STATES.test(state)) || timedOut) return 'timeout';
  if (isDatabaseUnavailable(error)) return 'connection_lost';
  return state ? 'other' : null;
}

/** A table the database does not have (yet): a migration that has not run there. */
export function isUndefinedTable(error: unknown): boolean {
  return sqlState(error) === '42P01';
}

/** A value past the column's range (a bigint balance overflowing, say). */
export function isOutOfRange(error: unknown): boolean {
  return sqlState(error) === '22003';
}

/** Text PostgreSQL cannot store: a NUL byte, an invalid byte sequence, a broken symbol in JSON. */
export function isUnstorableText(error: unknown): boolean {
  const state = sqlState(error);
  return state === '22P05' || state === '22021' || state === '22P02';
}

/** A deadlock or a serialisation failure: the transaction was rolled back whole and may simply run again. */
export function isRetryableConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
}

/** A row refused by a check constraint (by name: the constraint the caller expects to guard it). */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const pgError = chain(error).find((each) => each.code === '23514');
  return Boolean(pgError && (pgError.constraint === constraint || pgError.message?.includes(constraint)));
}
