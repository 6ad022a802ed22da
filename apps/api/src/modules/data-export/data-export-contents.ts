import { DEFAULT_LOCALE, isLocale, type Locale, MICROS_PER_USDT } from '@app/contract';
import { strToU8, zipSync } from 'fflate';
import type { Queryable } from '../../db/client';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { CSV_LINE_END, csvCell } from '../../lib/csv';
import { inLanguage } from '../../lib/texts';
import { listMemberDeposits } from '../deposits/deposits.repository';
import { listAllIncome } from '../income/income-list.repository';
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

/** Every page of a paged list, read `BATCH` rows at a time until a short page. */
async function allPages<T>(readPage: (page: number) => Promise<T[]>, pageSize = BATCH): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await readPage(page);
    rows.push(...batch);
    if (batch.length < pageSize) return rows;
  }
}

function csvOf(rows: Row[], columns: string[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(String(row[column] ?? ''))).join(','));
  return `${lines.join(CSV_LINE_END)}${CSV_LINE_END}`;
}

interface ExportOf {
  db: Queryable;
  userId: string;
  company: string;
  timeZone: string;
  today: string;
  now: Date;
}

/** The member's files by name: `<list>.json` and `<list>.csv` for each list, the statement's CSVs and README.txt. */
export async function exportFiles(options: ExportOf): Promise<Record<string, string>> {
  const { db, userId } = options;
  const member = await findUserById(db, userId);
  if (!member) throw new Error('the member of this export no longer exists');
  const locale: Locale = isLocale(member.locale) ? member.locale : DEFAULT_LOCALE;
  const sponsor = member.sponsorId ? await findUserById(db, member.sponsorId) : undefined;
  const lists: Record<string, Row[]> = {};

  lists.profile = [
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
  ];

  lists.orders = (await listMemberOrders(db, userId)).map((row) => {
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
  });

  const incomes = await allPages(
    async (page) => (await listAllIncome(db, { userId, page, pageSize: BATCH, today: options.today, locale })).docs,
  );
  lists.incomes = incomes.map((row) =>
    row.kind === 'bonus'
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
        },
  );

  const deposits = await allPages(
    async (page) => (await listMemberDeposits(db, { userId, page, pageSize: BATCH, locale })).docs,
  );
  lists.deposits = deposits.map((row) => ({
    id: row._id,
    amountUsdt: amountText(row.amount),
    transactionHash: row.transaction_id,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt,
  }));

  const withdrawals = await allPages(
    async (page) => (await listMemberWithdrawals(db, { userId, page, pageSize: BATCH, locale })).docs,
  );
  lists.withdrawals = withdrawals.map((row) => ({
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
  }));

  lists.transfers = (await listMemberTransfers(db, userId)).map((row) => ({
    id: row.id,
    direction: row.direction,
    otherMemberUid: row.other_uid,
    otherMemberName: row.other_name,
    amountUsdt: usdtText(BigInt(row.amount_micros)),
    createdAt: iso(row.created_at),
    completedAt: iso(row.verified_at),
  }));

  const tickets = await allPages(async (page) => (await listMemberTickets(db, { userId, page })).rows, 10);
  const ticketRows: Row[] = [];
  for (const ticket of tickets) {
    const messages = await listTicketMessages(db, {
      ticketId: ticket.id,
      memberName: member.fullName,
      memberView: true,
      platformName: options.company,
    });
    for (const message of messages) {
      ticketRows.push({
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
      });
    }
  }
  lists.tickets = ticketRows;

  lists.sessions = (await listMemberSessions(db, userId)).map((row) => ({
    id: row.id,
    device: deviceOf(row.userAgent),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: iso(row.createdAt),
    endedAt: iso(row.revokedAt ?? (row.expiresAt <= options.now ? row.expiresAt : null)),
    expiresAt: iso(row.expiresAt),
  }));

  lists['identity-checks'] = (await listMemberKycChecks(db, userId)).map((row) => ({
    id: row.id,
    status: row.status,
    documentType: row.documentType,
    reason: row.reason,
    submittedAt: iso(row.createdAt),
    reviewedAt: iso(row.reviewedAt),
  }));

  const notifications = await allPages(async (page) => (await listNotifications(db, { userId, page })).rows, 10);
  lists.notifications = notifications.map((row) => ({
    id: row.id,
    kind: row.kind,
    ...wordNotification(row, locale),
    link: row.link,
    readAt: iso(row.readAt),
    createdAt: iso(row.createdAt),
  }));

  const files: Record<string, string> = {};
  for (const [name, rows] of Object.entries(lists)) {
    files[`${name}.json`] = `${JSON.stringify(name === 'profile' ? rows[0] : rows, null, 2)}\n`;
    files[`${name}.csv`] = csvOf(rows, Object.keys(rows[0] ?? COLUMNS_WHEN_EMPTY[name] ?? {}));
  }
  for (const wallet of ['deposit', 'income'] as const) {
    const lines = await statementCsv(db, {
      userId,
      wallet: MEMBER_WALLET[wallet],
      timeZone: options.timeZone,
      locale,
    });
    let text = '';
    for await (const chunk of lines) text += chunk;
    files[`statement-${wallet}-wallet.csv`] = text;
  }
  files['README.txt'] = readme(locale, options);
  return files;
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

/** The files as one ZIP archive, each dated `at`. */
export function zipFiles(files: Record<string, string>, at: Date): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), {
    level: 6,
    mtime: at,
  });
}
