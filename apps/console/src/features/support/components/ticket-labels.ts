import type { TicketCategory, TicketRecordKind, TicketStatus } from '@app/contract';
import type { BadgeTone } from '@app/web-kit/components/ui/badge';
import type { CONSOLE_SUPPORT_TEXTS } from '../texts';

type Key = keyof typeof CONSOLE_SUPPORT_TEXTS;

/** What a ticket is about, in the words of the member's form. */
export const CATEGORY_LABELS = {
  deposit: 'csp.cat.deposit',
  withdrawal: 'csp.cat.withdrawal',
  package: 'csp.cat.package',
  transfer: 'csp.cat.transfer',
  account: 'csp.cat.account',
  other: 'csp.cat.other',
} as const satisfies Record<TicketCategory, Key>;

/** A ticket's status from the operator's side: `open` waits for an answer from us. */
export const STATUS_BADGES = {
  open: ['csp.st.open', 'yellow'],
  answered: ['csp.st.answered', 'green'],
  waiting: ['csp.st.waiting', 'blue'],
  closed: ['csp.st.closed', 'slate'],
} as const satisfies Record<TicketStatus, readonly [Key, BadgeTone]>;

export const RECORD_KIND_LABELS = {
  deposit: 'csp.kind.deposit',
  withdrawal: 'csp.kind.withdrawal',
  order: 'csp.kind.order',
  transfer: 'csp.kind.transfer',
} as const satisfies Record<TicketRecordKind, Key>;

/** The languages a member reads their mail in; another code shows as stored. */
export const LANGUAGE_LABELS: Readonly<Record<string, Key>> = {
  en: 'csp.lang.en',
  es: 'csp.lang.es',
  hi: 'csp.lang.hi',
};

const RECORD_STATUS: Readonly<Record<string, readonly [Key, BadgeTone]>> = {
  unverified: ['csp.rs.unverified', 'slate'],
  pending: ['csp.rs.pending', 'yellow'],
  success: ['csp.rs.success', 'green'],
  reject: ['csp.rs.reject', 'red'],
  active: ['csp.rs.active', 'green'],
  matured: ['csp.rs.matured', 'blue'],
  withdrawn: ['csp.rs.withdrawn', 'slate'],
};

/** A record's own status word in the words its queue uses (an approved deposit, a paid withdrawal); null if unknown. */
export function recordStatusBadge(kind: TicketRecordKind, status: string): readonly [Key, BadgeTone] | null {
  if (status === 'success' && kind === 'deposit') return ['csp.rs.successDeposit', 'green'];
  if (status === 'success' && kind === 'withdrawal') return ['csp.rs.successWithdrawal', 'green'];
  return RECORD_STATUS[status] ?? null;
}
