// The support forms' schemas: the contract's own, without the files the forms check themselves (lib/ticket-files.ts).
// Fetched on a form's first validation, not with its page (lib/form-resolver.ts).
import { ticketCreateBody, ticketMessageBody } from '@app/contract';

/** The new ticket's fields; the record picker's value is the JSON text a form sends (`{"kind":..,"_id":..}`). */
export const ticketFormBody = ticketCreateBody.omit({ files: true });

export const ticketReplyBody = ticketMessageBody.omit({ files: true });
