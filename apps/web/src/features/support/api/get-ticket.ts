// GET /sellerApi/tickets/:_id (vendor: /vendorApi/tickets/:_id) - one of the member's tickets with its messages

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useQuery } from '@tanstack/react-query';
import { TICKETS_KEY } from './get-tickets';

export function ticketQuery(_id: string) {
  return apiQuery([...TICKETS_KEY, 'one', _id], routes.ticket, { params: { _id } });
}

// A member coming back to the tab may find the platform's reply.
/** A ticket's id as the server makes them; another id in the address names no ticket and is never asked for. */
export const isTicketId = (_id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(_id);

export function useTicket(_id: string) {
  return useQuery({ ...ticketQuery(_id), refetchOnWindowFocus: true, enabled: isTicketId(_id) });
}

export type Ticket = ApiData<typeof routes.ticket>;
