// POST /sellerApi/tickets/:_id/close (vendor twin) - the member closes one of their tickets
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { useTicketWrite } from './ticket-cache';

export function closeTicket(_id: string) {
  return callApi(routes.ticketClose, { params: { _id } });
}

export function useCloseTicket() {
  return useTicketWrite(closeTicket);
}
