// POST /sellerApi/tickets/:_id/messages (vendor twin) - the member's reply: JSON without files, multipart/form-data
// with them
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { useTicketWrite } from './ticket-cache';

export function writeTicketMessage({ _id, message, files }: { _id: string; message: string; files: File[] }) {
  return callApi(routes.ticketMessage, {
    params: { _id },
    body: files.length > 0 ? { message, files } : { message },
  });
}

export function useWriteTicketMessage() {
  return useTicketWrite(writeTicketMessage);
}
