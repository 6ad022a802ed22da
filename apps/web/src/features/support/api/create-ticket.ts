// POST /sellerApi/tickets (vendor: /vendorApi/tickets) - opens a ticket: JSON without files, multipart/form-data with
// them (the record then goes as JSON text)
import type { TicketCategory, TicketRecordRef } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { useTicketWrite } from './ticket-cache';

export interface NewTicketFields {
  category: TicketCategory;
  subject: string;
  message: string;
  record?: TicketRecordRef;
}

export function createTicket({ fields, files }: { fields: NewTicketFields; files: File[] }) {
  return callApi(routes.ticketCreate, { body: files.length > 0 ? { ...fields, files } : fields });
}

export function useCreateTicket() {
  return useTicketWrite(createTicket);
}
