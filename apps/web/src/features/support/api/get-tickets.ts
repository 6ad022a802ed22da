// GET /sellerApi/tickets?page=N (vendor: /vendorApi/tickets) - the member's tickets, the one changed last first

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const TICKETS_KEY = ['tickets'] as const;

export async function getTickets(page: number) {
  const response = await callApi(routes.tickets, { query: { page } });
  return response.data;
}

export function ticketsQuery(page: number) {
  return queryOptions({ queryKey: [...TICKETS_KEY, 'list', page], queryFn: () => getTickets(page) });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useTickets(page: number) {
  return useQuery({ ...ticketsQuery(page), placeholderData: keepPreviousData });
}
