// GET /sellerApi/tickets?page=N (vendor: /vendorApi/tickets) - the member's tickets, the one changed last first

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const TICKETS_KEY = ['tickets'] as const;

export function ticketsQuery(page: number) {
  return apiQuery([...TICKETS_KEY, 'list', page], routes.tickets, { query: { page } });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useTickets(page: number) {
  return useQuery({ ...ticketsQuery(page), placeholderData: keepPreviousData });
}
