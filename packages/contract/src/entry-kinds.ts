import { ENGINE_INCOME_KINDS, INCOME_KINDS } from './income-kinds';

/**
 * Every kind of journal entry the ledger writes: the closed list of money movements (apps/api/src/ledger/movements.ts
 * builds each one; ARCHITECTURE.md's chart of movements lists them). A statement row and an operator's view of a
 * member's postings name their entry by one of these.
 */
export const ENTRY_KINDS = [
  'deposit',
  'package:purchase',
  'package:fee',
  ...ENGINE_INCOME_KINDS.map((kind) => INCOME_KINDS[kind].entry),
  'withdrawal:income:hold',
  'withdrawal:capital:hold',
  'withdrawal:refund:hold',
  'withdrawal:payout',
  'withdrawal:return',
  'transfer',
  'adjustment',
  'funding',
  'account:give-up',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
