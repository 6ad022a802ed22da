import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { dayField } from './fields';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/locales';
import { MSG } from './messages';
import { STATEMENT_LABELS } from './statement-label.texts';

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

/** The words for a `withdrawal:return` the member cancelled from the mailed link: no operator rejected it. */
export const CANCELLED_RETURN_LABEL = STATEMENT_LABELS.en['withdrawal:return:cancelled'];

/** Whether a row's label says the member cancelled (in any of our languages, as the server answers in the reader's). */
export function isCancelledReturnLabel(label: string): boolean {
  return LOCALES.some((locale) => STATEMENT_LABELS[locale]['withdrawal:return:cancelled'] === label);
}

/**
 * The words for a ledger entry's kind, as the statement and its CSV show them, in the reader's language. A transfer
 * is one entry with both members' wallets in it: the sign of the posting says which side this wallet was.
 */
export function statementKindLabel(kind: string, amount = 0, locale: Locale = DEFAULT_LOCALE): string {
  const labels = STATEMENT_LABELS[locale];
  if (kind === 'transfer') return amount < 0 ? labels['transfer:sent'] : labels['transfer:received'];
  return (labels as Record<string, string>)[kind] ?? kind;
}
