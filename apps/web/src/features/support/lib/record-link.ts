import { TICKET_RECORD_KINDS, type TicketCategory, type TicketRecordKind, type TicketRecordRef } from '@app/contract';

// `/support?record=deposit:<uuid>` (the lists' "Ask about this", components/support-link) opens the new ticket's
// form with that record picked and the category that matches it.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const CATEGORY_OF_KIND: Record<TicketRecordKind, TicketCategory> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  order: 'package',
  transfer: 'transfer',
};

/** Where the member lists records of each kind (transfers have no list of their own: the statement shows them). */
export const LIST_OF_KIND: Record<TicketRecordKind, string> = {
  deposit: '/reacharge-list',
  withdrawal: '/withdrawl-list',
  order: '/my-order',
  transfer: '/statement',
};

const isKind = (value: string): value is TicketRecordKind => (TICKET_RECORD_KINDS as readonly string[]).includes(value);

/** `kind:_id` from the address, or null when it names no record a ticket may be about. */
export function recordFromQuery(value: string | null): TicketRecordRef | null {
  const [kind = '', _id = '', ...rest] = (value ?? '').split(':');
  return isKind(kind) && UUID.test(_id) && rest.length === 0 ? { kind, _id } : null;
}

/** The record picker's value: the JSON text the contract reads a form's `record` as. */
export function recordValue(record: TicketRecordRef): string {
  return JSON.stringify({ kind: record.kind, _id: record._id });
}
