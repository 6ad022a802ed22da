// POST /sellerApi/tickets (vendor: /vendorApi/tickets) - opens a ticket: JSON without files, multipart/form-data with
// them (the record then goes as JSON text)
import type { TicketCategory, TicketRecordRef } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { notifySuccess } from '../../../lib/toast';
import { useTicketChanged } from './ticket-cache';

export interface NewTicketFields {
  category: TicketCategory;
  subject: string;
  message: string;
  record?: TicketRecordRef;
}

export function createTicket({ fields, files }: { fields: NewTicketFields; files: File[] }) {
  return callApi(routes.ticketCreate, { body: files.length > 0 ? { ...fields, files } : fields });
}

/** Refusals are shown in the form, beside what they are about, so no error toast. */
export function useCreateTicket() {
  const ticketChanged = useTicketChanged();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (answer) => {
      ticketChanged(answer.data);
      notifySuccess(answer.message, { group: 'ticket' });
    },
  });
}
