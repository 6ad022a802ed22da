// POST /sellerApi/tickets/:_id/reopen (vendor twin) - the member reopens a closed ticket within 14 days of its closing
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { useTicketWrite } from './ticket-cache';

export function reopenTicket(_id: string) {
  return callApi(routes.ticketReopen, { params: { _id } });
}

export function useReopenTicket() {
  return useTicketWrite(reopenTicket);
}
