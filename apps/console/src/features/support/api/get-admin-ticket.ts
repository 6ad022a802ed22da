// GET /adminApi/tickets/:_id - one ticket: every message and note, its member, the linked record as it stands now

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_AUDIT_KEY, ADMIN_TICKET_KEY, ADMIN_TICKETS_KEY } from '../../../kit/api/query-keys';
import { useStoreAnswer } from '../../../kit/api/read-again';

export function adminTicketQuery(ticketId: string) {
  return apiQuery([...ADMIN_TICKET_KEY, ticketId], adminRoutes.adminTicket, { params: { _id: ticketId } });
}

export function useAdminTicket(ticketId: string) {
  return useQuery(adminTicketQuery(ticketId));
}

export type AdminTicketDetail = ApiData<typeof adminRoutes.adminTicket>;

/** After a reply, a note, an assignment or a close: the ticket as stored; the queue and the audit log read again. */
export function useTicketUpdated() {
  const store = useStoreAnswer(ADMIN_TICKETS_KEY, ADMIN_AUDIT_KEY);
  return (ticket: AdminTicketDetail) => store(adminTicketQuery(ticket._id).queryKey, ticket);
}
