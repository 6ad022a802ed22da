// GET /adminApi/tickets?status=&category=&assignee=&order=&search=&member=&page= - the support queue, the longest
// waiting first
import type { adminTicketQuery, QueueOrder, TicketCategory } from '@app/contract';
import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
  /** A ticket number, or words in the subject, the member or a message. */
  search?: string;
  /** One member's tickets, by the member's id. */
  member?: string;
  page: number;
}

export function adminTicketsQuery(queue: TicketQueue) {
  const { filter, category, assignee, order, search, member, page } = queue;
  return apiQuery(
    [...ADMIN_TICKETS_KEY, filter, category, assignee, order, search, member, page],
    adminRoutes.adminTickets,
    {
      query: {
        status: filter,
        category,
        assignee: assignee === 'any' ? undefined : assignee,
        order,
        search: search || undefined,
        member,
        page,
      },
    },
  );
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useAdminTickets(queue: TicketQueue) {
  return useQuery({ ...adminTicketsQuery(queue), placeholderData: keepPreviousData });
}

export type AdminTicket = ApiData<typeof adminRoutes.adminTickets>['docs'][number];
