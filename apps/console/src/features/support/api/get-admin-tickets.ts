// GET /adminApi/tickets?status=&category=&assignee=&order=&page= - the support queue, the longest waiting first
import type { adminTicketQuery, QueueOrder, TicketCategory } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_TICKETS_KEY } from '../../../kit/api/query-keys';

/** A status the contract's query allows: `active` (every ticket not closed), one status, or `all`. */
export type TicketFilter = NonNullable<z.input<typeof adminTicketQuery>['status']>;
/** Whose tickets: anyone's, the caller's (`me`) or nobody's (`none`). */
export type AssigneeFilter = 'any' | 'me' | 'none';

export interface TicketQueue {
  filter: TicketFilter;
  category?: TicketCategory;
  assignee: AssigneeFilter;
  /** Absent: the server's default, oldest waiting first. */
  order?: QueueOrder;
  page: number;
}

export async function getAdminTickets({ filter, category, assignee, order, page }: TicketQueue) {
  const query = { status: filter, category, assignee: assignee === 'any' ? undefined : assignee, order, page };
  const response = await callApi(adminRoutes.adminTickets, { query });
  return response.data;
}

export function adminTicketsQuery(queue: TicketQueue) {
  return queryOptions({
    queryKey: [...ADMIN_TICKETS_KEY, queue.filter, queue.category, queue.assignee, queue.order, queue.page],
    queryFn: () => getAdminTickets(queue),
  });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useAdminTickets(queue: TicketQueue) {
  return useQuery({ ...adminTicketsQuery(queue), placeholderData: keepPreviousData });
}

export type AdminTicket = Awaited<ReturnType<typeof getAdminTickets>>['docs'][number];
