// GET /sellerApi/tickets/records (vendor: /vendorApi/tickets/records) - the member's newest records a ticket may be
// about, for the new ticket's picker

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TICKETS_KEY } from './get-tickets';

export async function getTicketRecords() {
  const response = await callApi(routes.ticketRecords);
  return response.data.docs;
}

export const ticketRecordsQuery = queryOptions({
  queryKey: [...TICKETS_KEY, 'records'],
  queryFn: getTicketRecords,
});

export function useTicketRecords() {
  return useQuery(ticketRecordsQuery);
}

export type TicketRecordChoice = Awaited<ReturnType<typeof getTicketRecords>>[number];
