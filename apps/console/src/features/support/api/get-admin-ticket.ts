// GET /adminApi/tickets/:_id - one ticket: every message and note, its member, the linked record as it stands now

import { callApi } from '@app/web-kit/lib/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_AUDIT_KEY, ADMIN_TICKET_KEY, ADMIN_TICKETS_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

export async function getAdminTicket(ticketId: string) {
  const response = await callApi(adminRoutes.adminTicket, { params: { _id: ticketId } });
  return response.data;
}

export function adminTicketQuery(ticketId: string) {
  return queryOptions({ queryKey: [...ADMIN_TICKET_KEY, ticketId], queryFn: () => getAdminTicket(ticketId) });
}

export function useAdminTicket(ticketId: string) {
  return useQuery(adminTicketQuery(ticketId));
}

export type AdminTicketDetail = Awaited<ReturnType<typeof getAdminTicket>>;

/**
 * After a reply, a note, an assignment or a close: every answer is the ticket as stored, shown without another round
 * trip; the queue and the audit log are read again when next on screen.
 */
export function useTicketUpdated() {
  const queryClient = useQueryClient();
  const readAgain = useReadAgain();
  return (ticket: AdminTicketDetail) => {
    queryClient.setQueryData(adminTicketQuery(ticket._id).queryKey, ticket);
    readAgain(ADMIN_TICKETS_KEY, ADMIN_AUDIT_KEY);
  };
}
