import { incomeKindOfEntry, isCancelledReturnLabel } from '@app/contract';
import { kindLabel } from '@app/web-kit/i18n/income-kinds';
import { textOf } from '@app/web-kit/i18n/texts';
import type { StatementEntry } from '../api/get-statement';
import { STATEMENT_KIND_TEXTS } from '../statement-texts';

type KindKey = keyof typeof STATEMENT_KIND_TEXTS;

const isKindKey = (key: string): key is KindKey => key in STATEMENT_KIND_TEXTS;

/** The key of a row's words: its kind, a transfer by the posting's sign, a member's cancel apart from a rejection. */
function kindKey({ kind, amount, label }: StatementEntry): string {
  if (kind === 'transfer') return `st.kind.transfer:${amount < 0 ? 'sent' : 'received'}`;
  if (kind === 'withdrawal:return' && isCancelledReturnLabel(label)) return 'st.kind.withdrawal:return:cancelled';
  return `st.kind.${kind}`;
}

/**
 * What a statement row is, in the shown language: an income by its kind's name (the contract's words, as the
 * server's label). A kind the web does not know yet keeps the server's label, so a new kind is never a bare key.
 */
export function statementLabel(entry: StatementEntry): string {
  const incomeKind = incomeKindOfEntry(entry.kind);
  if (incomeKind) return kindLabel(incomeKind, 'name');
  const key = kindKey(entry);
  return isKindKey(key) ? textOf(STATEMENT_KIND_TEXTS, key) : entry.label;
}
