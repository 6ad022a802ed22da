import { type AnyIncomeRow, DEFAULT_LOCALE, isLocale, type Locale, MICROS_PER_USDT } from '@app/contract';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { Queryable } from '../../db/client';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { CSV_LINE_END, csvCell } from '../../lib/csv';
import { inLanguage } from '../../lib/texts';
import { listMemberDeposits } from '../deposits/deposits.repository';
import { incomesBefore } from '../income/income-list.repository';
import { wordNotification } from '../notifications/notification-wording';
import { listNotifications } from '../notifications/notifications.repository';
import { listMemberOrders, toOrderRow, translatedTitle } from '../packages/orders.repository';
import { deviceOf } from '../sessions/device';
import { statementCsv } from '../statement/statement-csv';
import { listMemberTickets, listTicketMessages } from '../tickets/tickets.repository';
import { findUserById } from '../users/users.repository';
import { listMemberWithdrawals } from '../withdrawals/withdrawals.repository';
import { listMemberKycChecks, listMemberSessions, listMemberTransfers } from './data-export.repository';
import { DATA_EXPORT_README } from './data-export-readme.texts';

// What a member's copy of their own data holds (docs/decisions/032-data-export.md): one member's rows only, read
// through the same repositories their screens use, each list as JSON and as CSV, amounts as exact USDT text and times
// as ISO 8601 in UTC. Never a password hash, a secret, a token or a document's bytes.

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

/** Rows asked of a paged repository at a time. */
const BATCH = 500;
/**
 * A statement batch works out each row's running balance: on the embedded database 1,000 rows held the server's
 * thread over 100 ms in one turn, 250 hold it under 50.
 */
const STATEMENT_BATCH = 250;

/**
 * Text gathered for one file before it is compressed: large enough that DEFLATE packs it well, small enough that
 * compressing it takes a few milliseconds of the server's thread.
 */
const PART_CHARS = 64 * 1024;

/**
 * Lets the event loop take its turn. The build runs in the server's thread (docs/decisions/032-data-export.md): every
 * page read, serialised and compressed is followed by one, so requests, /healthz included, are answered between them.
 * On the embedded database a query answers without ever leaving the loop's current turn, so without this the whole
 * build (seconds for a member with years of incomes) held the loop as one piece.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Exact USDT text of micro-USDT: at least 2 decimals, every one the ledger holds (150.00, 0.025, -3.50). */
export function usdtText(micros: bigint): string {
  const sign = micros < 0n ? '-' : '';
  const magnitude = micros < 0n ? -micros : micros;
  const fraction = (magnitude % MICROS_PER_USDT)
    .toString()
    .padStart(6, '0')
    .replace(/0{1,4}$/, '');
  return `${sign}${magnitude / MICROS_PER_USDT}.${fraction.padEnd(2, '0')}`;
}

/** A screen row's USDT number back to its exact text: the repositories round micro-USDT to a float exactly. */
function amountText(usdt: number): string {
  return usdtText(BigInt(Math.round(usdt * 1_000_000)));
}

function iso(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : new Date(value).toISOString();
}

/**
 * The ZIP being written, one part at a time (fflate's streaming Zip): each file's text is compressed as it comes, in
 * parts of PART_CHARS, never a whole file nor the whole archive in one piece.
 */
class Archive {
  readonly #zip: Zip;
  readonly #chunks: Uint8Array[] = [];
  readonly #done: Promise<Uint8Array>;
  readonly #at: Date;

  constructor(at: Date) {
    this.#at = at;
    let resolve: (zip: Uint8Array) => void = () => {};
    let reject: (error: Error) => void = () => {};
    this.#done = new Promise((done, fail) => {
      resolve = done;
      reject = fail;
    });
    // A failed build answers its own error; the archive's promise must not be an unhandled rejection beside it.
    this.#done.catch(() => undefined);
    this.#zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      this.#chunks.push(chunk);
      if (final) resolve(joined(this.#chunks));
    });
  }

  file(name: string): ArchiveFile {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = this.#at;
    this.#zip.add(entry);
    return new ArchiveFile(entry);
  }

  end(): Promise<Uint8Array> {
    this.#zip.end();
    return this.#done;
  }
}

function joined(chunks: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/** One file of the archive: text is gathered and compressed a part at a time. */
class ArchiveFile {
  readonly #entry: ZipDeflate;
  #gathered: string[] = [];
  #chars = 0;

  constructor(entry: ZipDeflate) {
    this.#entry = entry;
  }

  write(text: string) {
    this.#gathered.push(text);
    this.#chars += text.length;
    if (this.#chars >= PART_CHARS) this.#push(false);
  }

  end() {
    this.#push(true);
  }

  #push(final: boolean) {
    const text = this.#gathered.join('');
    this.#gathered = [];
    this.#chars = 0;
    this.#entry.push(strToU8(text), final);
  }
}

/**
 * One list's two files, `<name>.json` (an array, or the one object of `single`) and `<name>.csv`, written as its rows
 * come; the text is what JSON.stringify(rows, null, 2) and one CSV line per row would be.
 */
class ListFiles {
  readonly #name: string;
  readonly #single: boolean;
  readonly #json: ArchiveFile;
  readonly #csv: ArchiveFile;
  #columns: string[] | null = null;
  #count = 0;

  constructor(archive: Archive, name: string, options: { single?: boolean } = {}) {
    this.#name = name;
    this.#single = options.single ?? false;
    this.#json = archive.file(`${name}.json`);
    this.#csv = archive.file(`${name}.csv`);
  }

  add(rows: Row[]) {
    for (const row of rows) {
      const columns = this.#header(Object.keys(row));
      if (this.#single) this.#json.write(JSON.stringify(row, null, 2));
      else {
        const text = JSON.stringify(row, null, 2).replaceAll('\n', '\n  ');
        this.#json.write(`${this.#count === 0 ? '[\n' : ',\n'}  ${text}`);
      }
      this.#csv.write(`${columns.map((column) => csvCell(String(row[column] ?? ''))).join(',')}${CSV_LINE_END}`);
      this.#count += 1;
    }
  }

  /** Adds rows a page at a time, the loop taking its turn after each. */
  async addAll(rows: Row[]) {
    for (let at = 0; at < rows.length; at += BATCH) {
      this.add(rows.slice(at, at + BATCH));
      await nextTurn();
    }
  }

  end() {
    this.#header(Object.keys(COLUMNS_WHEN_EMPTY[this.#name] ?? {}));
    if (!this.#single) this.#json.write(this.#count === 0 ? '[]' : '\n]');
    this.#json.write('\n');
    this.#json.end();
    this.#csv.end();
  }

  /** The CSV's columns: the first row's, or those a list without rows would have. */
  #header(columns: string[]): string[] {
    if (!this.#columns) {
      this.#columns = columns;
      this.#csv.write(`${columns.map(csvCell).join(',')}${CSV_LINE_END}`);
    }
    return this.#columns;
  }
}

/** Every page of a paged list, `pageSize` rows at a time until a short page, each handed to `write` as it comes. */
async function eachPage<T>(
  readPage: (page: number) => Promise<T[]>,
  write: (rows: T[]) => void | Promise<void>,
  pageSize = BATCH,
) {
  for (let page = 1; ; page += 1) {
    const batch = await readPage(page);
    await write(batch);
    await nextTurn();
    if (batch.length < pageSize) return;
  }
}

/** A list whose rows are read at once: written a batch at a time, then closed. */
async function writeList(archive: Archive, name: string, rows: Row[]) {
  const list = new ListFiles(archive, name);
  await list.addAll(rows);
  list.end();
}

/** A list read a page at a time, each page's rows written as the records its files hold as they come. */
async function writePagedList<T>(
  archive: Archive,
  name: string,
  readPage: (page: number) => Promise<T[]>,
  toRecord: (row: T) => Row,
  pageSize = BATCH,
) {
  const list = new ListFiles(archive, name);
  await eachPage(readPage, (rows) => list.add(rows.map(toRecord)), pageSize);
  list.end();
}

interface ExportOf {
  db: Queryable;
  userId: string;
  company: string;
  timeZone: string;
  today: string;
  now: Date;
}

/**
 * The member's ZIP: `<list>.json` and `<list>.csv` for each list, the statement's CSVs and README.txt, each dated
 * `now`. Built a page at a time, the event loop taking its turn between pages (nextTurn), so a member with years of
 * history holds no request behind the build; the event-loop test of background jobs (test/event-loop-jobs.test.ts)
 * measures it.
 */
export async function buildExportZip(options: ExportOf): Promise<Uint8Array> {
  const archive = new Archive(options.now);
  await writeExport(archive, options);
  return archive.end();
}

async function writeExport(archive: Archive, options: ExportOf) {
  const { db, userId } = options;
  const member = await findUserById(db, userId);
  if (!member) throw new Error('the member of this export no longer exists');
  const locale: Locale = isLocale(member.locale) ? member.locale : DEFAULT_LOCALE;
  const sponsor = member.sponsorId ? await findUserById(db, member.sponsorId) : undefined;

  const profile = new ListFiles(archive, 'profile', { single: true });
  profile.add([
    {
      fullName: member.fullName,
      email: member.email,
      phone: member.phone,
      uid: member.referId,
      sponsorUid: sponsor?.referId ?? null,
      language: member.locale ?? DEFAULT_LOCALE,
      signedUpAt: iso(member.createdAt),
      termsAcceptedAt: iso(member.termsAcceptedAt),
      termsVersion: member.termsVersion,
      usdtAddress: member.usdtAddress,
      twoFactorOn: member.totpEnabledAt !== null,
    },
  ]);
  profile.end();

  await writeList(
    archive,
    'orders',
    (await listMemberOrders(db, userId)).map((row) => {
      const order = toOrderRow(row.order, options.today, translatedTitle(row, locale));
      return {
        id: order._id,
        packageId: order.package_id,
        title: order.title,
        priceUsdt: usdtText(row.order.priceMicros),
        handlingFeeUsdt: usdtText(row.order.handlingFeeMicros),
        dailyYieldPercent: order.yield,
        maturityDays: order.maturity,
        paidDays: order.totalDays,
        lastPaidDay: order.lastPaidDay,
        capitalChargePercent: order.capitalChargePercent,
        status: order.status,
        boughtAt: order.createdAt,
        closedAt: order.closedAt,
      };
    }),
  );

  const incomes = new ListFiles(archive, 'incomes');
  for (let batch = await incomesBefore(db, { userId, before: null, limit: BATCH, locale }); ; ) {
    incomes.add(batch.rows.map(incomeRecord));
    await nextTurn();
    if (!batch.next) break;
    batch = await incomesBefore(db, { userId, before: batch.next, limit: BATCH, locale });
  }
  incomes.end();

  await writePagedList(
    archive,
    'deposits',
    async (page) => (await listMemberDeposits(db, { userId, page, pageSize: BATCH, locale })).docs,
    (row) => ({
      id: row._id,
      amountUsdt: amountText(row.amount),
      transactionHash: row.transaction_id,
      status: row.status,
      reason: row.reason,
      createdAt: row.createdAt,
    }),
  );

  await writePagedList(
    archive,
    'withdrawals',
    async (page) => (await listMemberWithdrawals(db, { userId, page, pageSize: BATCH, locale })).docs,
    (row) => ({
      id: row._id,
      kind: row.kind,
      packageTitle: row.packageTitle,
      amountUsdt: amountText(row.requestPayment),
      chargeUsdt: amountText(row.charge),
      netUsdt: amountText(row.netAmount),
      address: row.address,
      status: row.status,
      cancelled: row.cancelled,
      reason: row.reason,
      payoutTransactionHash: row.transactionHash,
      createdAt: row.createdAt,
    }),
  );

  await writeList(
    archive,
    'transfers',
    (await listMemberTransfers(db, userId)).map((row) => ({
      id: row.id,
      direction: row.direction,
      otherMemberUid: row.other_uid,
      otherMemberName: row.other_name,
      amountUsdt: usdtText(BigInt(row.amount_micros)),
      createdAt: iso(row.created_at),
      completedAt: iso(row.verified_at),
    })),
  );

  const tickets = new ListFiles(archive, 'tickets');
  await eachPage(
    async (page) => (await listMemberTickets(db, { userId, page })).rows,
    async (rows) => {
      for (const ticket of rows) {
        const messages = await listTicketMessages(db, {
          ticketId: ticket.id,
          memberName: member.fullName,
          memberView: true,
          platformName: options.company,
        });
        tickets.add(
          messages.map((message) => ({
            ticketNumber: ticket.number,
            category: ticket.category,
            subject: ticket.subject,
            ticketStatus: ticket.status,
            openedAt: iso(ticket.createdAt),
            closedAt: iso(ticket.closedAt),
            from: message.authorName,
            message: message.body,
            attachments: message.attachments.map((file) => file.name).join('; '),
            writtenAt: message.createdAt,
          })),
        );
        await nextTurn();
      }
    },
    10,
  );
  tickets.end();

  await writeList(
    archive,
    'sessions',
    (await listMemberSessions(db, userId)).map((row) => ({
      id: row.id,
      device: deviceOf(row.userAgent),
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
      createdAt: iso(row.createdAt),
      endedAt: iso(row.revokedAt ?? (row.expiresAt <= options.now ? row.expiresAt : null)),
      expiresAt: iso(row.expiresAt),
    })),
  );

  await writeList(
    archive,
    'identity-checks',
    (await listMemberKycChecks(db, userId)).map((row) => ({
      id: row.id,
      status: row.status,
      documentType: row.documentType,
      reason: row.reason,
      submittedAt: iso(row.createdAt),
      reviewedAt: iso(row.reviewedAt),
    })),
  );

  await writePagedList(
    archive,
    'notifications',
    async (page) => (await listNotifications(db, { userId, page })).rows,
    (row) => ({
      id: row.id,
      kind: row.kind,
      ...wordNotification(row, locale),
      link: row.link,
      readAt: iso(row.readAt),
      createdAt: iso(row.createdAt),
    }),
    10,
  );

  for (const wallet of ['deposit', 'income'] as const) {
    const file = archive.file(`statement-${wallet}-wallet.csv`);
    const lines = await statementCsv(
      db,
      { userId, wallet: MEMBER_WALLET[wallet], timeZone: options.timeZone, locale },
      STATEMENT_BATCH,
    );
    for await (const chunk of lines) {
      file.write(chunk);
      await nextTurn();
    }
    file.end();
  }

  const readmeFile = archive.file('README.txt');
  readmeFile.write(readme(locale, options));
  readmeFile.end();
}

/** An income's record in the export: the basis /earn shows, or a bonus's reason. */
function incomeRecord(row: AnyIncomeRow): Row {
  return row.kind === 'bonus'
    ? {
        id: row._id,
        kind: 'bonus',
        amountUsdt: amountText(row.amount),
        day: row.day,
        creditedAt: row.createdAt,
        level: null,
        sourceUid: null,
        baseUsdt: null,
        ratePercent: null,
        how: row.reason,
      }
    : {
        id: row._id,
        kind: row.kind,
        amountUsdt: amountText(row.amount),
        day: row.day,
        creditedAt: row.createdAt,
        level: row.level,
        sourceUid: row.source?.referId ?? null,
        baseUsdt: amountText(row.basis.baseAmount),
        ratePercent: row.basis.ratePercent,
        how: row.basis.rule,
      };
}

/** The header of a list the member has no rows of: the columns it would have. */
const COLUMNS_WHEN_EMPTY: Record<string, Row> = Object.fromEntries(
  Object.entries({
    orders:
      'id packageId title priceUsdt handlingFeeUsdt dailyYieldPercent maturityDays paidDays lastPaidDay capitalChargePercent status boughtAt closedAt',
    incomes: 'id kind amountUsdt day creditedAt level sourceUid baseUsdt ratePercent how',
    deposits: 'id amountUsdt transactionHash status reason createdAt',
    withdrawals:
      'id kind packageTitle amountUsdt chargeUsdt netUsdt address status cancelled reason payoutTransactionHash createdAt',
    transfers: 'id direction otherMemberUid otherMemberName amountUsdt createdAt completedAt',
    tickets: 'ticketNumber category subject ticketStatus openedAt closedAt from message attachments writtenAt',
    sessions: 'id device userAgent ipAddress createdAt endedAt expiresAt',
    'identity-checks': 'id status documentType reason submittedAt reviewedAt',
    notifications: 'id kind title body link readAt createdAt',
  }).map(([name, columns]) => [name, Object.fromEntries(columns.split(' ').map((column) => [column, null]))]),
);

function readme(locale: Locale, options: ExportOf): string {
  const words = inLanguage(DATA_EXPORT_README, locale);
  const lines = [
    words.title({ company: options.company, at: options.now.toISOString() }),
    '',
    words.formats,
    '',
    ...Object.values(words.files).map((line) => `- ${line}`),
    '',
    words.leftOut,
  ];
  return `${lines.join(CSV_LINE_END)}${CSV_LINE_END}`;
}
