import { z } from 'zod';
import type { EntryKind } from './entry-kinds';
import { envelope, pageOf, pageQuery } from './envelope';
import { dayField } from './fields';
import { MSG } from './messages';

// A member's statement (docs/product.md#statement): every posting of one wallet, with the balance after it.

const statementFilter = {
  /** Electronic Wallet (deposit) or Flexible wallet (income). */
  wallet: z.enum(['deposit', 'income']).default('deposit'),
  /** Platform days (the timezone setting), both included. */
  from: dayField.optional(),
  to: dayField.optional(),
};
const daysInOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const daysOutOfOrder = { message: MSG.dayRangeInvalid, path: ['to'] };

export const statementQuery = pageQuery.extend(statementFilter).refine(daysInOrder, daysOutOfOrder);
export type StatementQuery = z.input<typeof statementQuery>;

/** The CSV download takes the same filters, without pages: every row they keep. */
export const statementCsvQuery = z.object(statementFilter).refine(daysInOrder, daysOutOfOrder);
export const STATEMENT_CSV_HEADER = 'date_utc,description,kind,reference,amount_usdt,balance_usdt';
export const statementCsvResponse = z.string();

export const statementRow = z.object({
  /** The posting's number in the ledger. */
  _id: z.string(),
  createdAt: z.string(),
  /** The business event, one of ENTRY_KINDS: deposit, package:purchase, package:fee, income:trading, ... */
  kind: z.string(),
  /** What the row is, in words (statementKindLabel). */
  label: z.string(),
  /**
   * The record it comes from: a deposit, order or withdrawal id, or for a transfer the other member's UID; null
   * for an operator's adjustment.
   */
  reference: z.string().nullable(),
  /** Signed USDT: credits positive, debits negative. */
  amount: z.number(),
  /** The wallet's balance right after this posting, USDT. */
  balance: z.number(),
});
export type StatementRow = z.infer<typeof statementRow>;
export const statementResponse = envelope(pageOf(statementRow));

const KIND_LABELS: Record<EntryKind, string> = {
  deposit: 'Deposit credited',
  'package:purchase': 'Package purchase',
  'package:fee': 'Package handling fee',
  'income:trading': 'Trading profit',
  'income:level': 'Level income',
  'income:direct': 'Direct income',
  'income:reward': 'Rank reward',
  'withdrawal:income:hold': 'Withdrawal requested',
  'withdrawal:capital:hold': 'Capital withdrawal requested',
  'withdrawal:return': 'Withdrawal rejected: amount returned',
  'withdrawal:payout': 'Withdrawal paid out',
  transfer: 'Transfer',
  adjustment: 'Adjustment by an operator',
  // No member's wallet is in it: a member's statement never shows one.
  funding: "Company's own funds added",
};

/** The words for a `withdrawal:return` the member cancelled from the mailed link: no operator rejected it. */
export const CANCELLED_RETURN_LABEL = 'Withdrawal cancelled: amount returned';

/**
 * The words for a ledger entry's kind, as the statement and its CSV show them. A transfer is one entry with both
 * members' wallets in it: the sign of the posting says which side this wallet was.
 */
export function statementKindLabel(kind: string, amount = 0): string {
  if (kind === 'transfer') return amount < 0 ? 'Transfer sent' : 'Transfer received';
  return KIND_LABELS[kind as EntryKind] ?? kind;
}
