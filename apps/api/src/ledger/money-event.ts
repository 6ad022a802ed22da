import { MSG } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { isCheckViolation } from '../db/errors';
import { queryRows } from '../db/query';
import { AppError } from '../lib/app-error';
import {
  type EntryOutcomeRow,
  entryOutcome,
  entryWrites,
  LedgerInvariantError,
  readEntryOutcome,
} from './entry-writes';
import type { Movement } from './movements';

// The one way money is written (docs/decisions/015-one-statement-per-money-operation.md): a module plans a money
// event (the business row it claims, the entries of the chart it moves, its own rows) and `writeMoney` builds it into
// one statement, runs it and reads what it wrote. Modules never name the statement's ledger parts themselves.

/** What an event's own rows may name of the statement they are written in. */
export interface EventNames {
  /** True when the event's claim took its row: a row of the event's own written `where ${claimed}` needs that. */
  claimed: SQL;
  /** The rows the claim answered, with the columns of its `returning`. */
  claimedRows: SQL;
  /** The entries this statement wrote (id, idempotency_key): a replayed key is not among them. */
  written: SQL;
}

const NAMES: EventNames = { claimed: sql`exists (select 1 from gate)`, claimedRows: sql`gate`, written: sql`written` };

/** An entry of a claimed event names the claimed row it depends on (`gate`): it is written only if that row was. */
export type EventEntry = Movement & { gate?: string };

export interface MoneyEvent {
  /**
   * The business row(s) the event turns, as an `update … returning id` (or an insert of a new row): conditional on the
   * row being as the event read it, so of two events racing for it one writes and the other writes nothing at all.
   * Without a claim, each entry is written once per idempotency key.
   */
  claim?: SQL;
  /** CTEs the claim reads (a code it needs claimed first, an order it closes), written before it, in order. */
  before?: (SQL | null | undefined)[];
  entries: EventEntry[];
  /** The event's business rows, each a CTE `name as (…)` of the same statement (null where there is none). */
  rows?: (names: EventNames) => (SQL | null | undefined)[];
  /** Columns the caller reads back, beside what the ledger reads. */
  answer?: (names: EventNames) => SQL;
}

export interface MoneyEventResult<Row> {
  /** Whether the claim took a row (always true without a claim). */
  claimed: boolean;
  /** The ids of the entries this statement wrote, by idempotency key. */
  written: Map<string, string>;
  /** The columns `answer` asked for. */
  answer: Row;
}

/**
 * Writes a money event as one statement, all or nothing: a member balance that would pass below zero refuses the
 * whole of it (INSUFFICIENT_FUNDS). Inside a transaction it is one of the transaction's statements; outside, a
 * caller retries it on a deadlock (retryingConflicts), as every entry carries its idempotency key.
 */
export async function writeMoney<Row extends object = object>(
  db: Queryable,
  event: MoneyEvent,
): Promise<MoneyEventResult<Row>> {
  const claimed = event.claim !== undefined;
  if (claimed && event.entries.some((entry) => !entry.gate)) {
    throw new LedgerInvariantError(
      `an entry of a claimed event names no row of it: ${event.entries[0]?.idempotencyKey}`,
    );
  }
  const paying = event.entries.length > 0;
  const ctes = [
    ...(event.before ?? []),
    claimed ? sql`gate as (${event.claim})` : null,
    paying ? entryWrites(event.entries, { gated: claimed }) : null,
    ...(event.rows?.(NAMES) ?? []),
  ].filter((part): part is SQL => part !== null && part !== undefined);
  if (ctes.length === 0) return { claimed: true, written: new Map(), answer: {} as Row };
  const columns = [
    paying ? entryOutcome : null,
    sql`${claimed ? NAMES.claimed : sql`true`} as event_claimed`,
    event.answer?.(NAMES) ?? null,
  ].filter((part): part is SQL => part !== null);
  const row = await runStatement<EntryOutcomeRow & { event_claimed: boolean } & Row>(db, ctes, columns);
  return {
    claimed: row?.event_claimed === true,
    written: paying ? readEntryOutcome(row, event.entries) : new Map(),
    answer: (row ?? {}) as Row,
  };
}

async function runStatement<Row>(db: Queryable, ctes: SQL[], columns: SQL[]): Promise<Row | undefined> {
  try {
    const [row] = await queryRows<Row>(db, sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(columns, sql`, `)}`);
    return row;
  } catch (error) {
    if (isCheckViolation(error, 'accounts_member_not_negative')) {
      throw new AppError('INSUFFICIENT_FUNDS', MSG.insufficientFunds);
    }
    throw error;
  }
}
