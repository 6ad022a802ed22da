// The support desk's form resolvers, fetched on a form's first validation (lib/form-resolver.ts).
import { adminTicketMessageBody, savedReplyBody } from '@app/contract';
import { consoleFieldsResolver } from '../../kit/validation';

export const ticketMessageResolver = consoleFieldsResolver(adminTicketMessageBody);
export const savedReplyResolver = consoleFieldsResolver(savedReplyBody);
