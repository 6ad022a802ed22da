// GET /sellerApi/tickets/:_id (vendor: /vendorApi/tickets/:_id) - one of the member's tickets with its messages

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TICKETS_KEY } from './get-tickets';

export async function getTicket(_id: string) {
  const response = await callApi(routes.ticket, { params: { _id } });
  return response.data;
}

export function ticketQuery(_id: string) {
  return queryOptions({ queryKey: [...TICKETS_KEY, 'one', _id], queryFn: () => getTicket(_id) });
}

// A member coming back to the tab may find the platform's reply.
export function useTicket(_id: string) {
  return useQuery({ ...ticketQuery(_id), refetchOnWindowFocus: true });
}

export type Ticket = Awaited<ReturnType<typeof getTicket>>;
