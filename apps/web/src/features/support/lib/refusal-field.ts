import { MSG } from '@app/contract';
import { translateMessage } from '@app/web-kit/i18n/current';

export type TicketField = 'category' | 'subject' | 'message' | 'record' | 'files';

// The server's refusals that are about one field, so they show under it; the rest show above the form's button.
const FIELD_OF_MESSAGE: readonly (readonly [string, TicketField])[] = [
  [MSG.ticketCategoryRequired, 'category'],
  [MSG.ticketSubjectRequired, 'subject'],
  [MSG.ticketSubjectTooLong, 'subject'],
  [MSG.ticketMessageRequired, 'message'],
  [MSG.ticketMessageTooLong, 'message'],
  [MSG.ticketRecordInvalid, 'record'],
  [MSG.ticketFileEmpty, 'files'],
  [MSG.ticketFileTooLarge, 'files'],
  [MSG.ticketFileTypeInvalid, 'files'],
  [MSG.ticketFileUnreadable, 'files'],
  [MSG.ticketFilesTooMany, 'files'],
];

/** The field a server's sentence is about (it comes in the chosen language), or null. */
export function fieldOfRefusal(message: string): TicketField | null {
  const found = FIELD_OF_MESSAGE.find(([english]) => message === english || message === translateMessage(english));
  return found?.[1] ?? null;
}
