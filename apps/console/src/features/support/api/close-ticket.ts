// POST /adminApi/tickets/:_id/close - closes the ticket; its member may reopen it within 14 days

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useTicketUpdated } from './get-admin-ticket';

export function closeTicket(ticketId: string) {
  return callApi(adminRoutes.adminTicketClose, { params: { _id: ticketId } });
}

export function useCloseTicket() {
  const updated = useTicketUpdated();
  return useMutation({ mutationFn: closeTicket, onSuccess: (response) => updated(response.data) });
}
