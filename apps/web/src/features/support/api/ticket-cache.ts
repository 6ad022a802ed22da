import { useQueryClient } from '@tanstack/react-query';
import { type Ticket, ticketQuery } from './get-ticket';
import { TICKETS_KEY } from './get-tickets';

/** A write's answer is the ticket as it now stands: shown at once, and the list asked again (its order changed). */
export function useTicketChanged() {
  const queryClient = useQueryClient();
  return (ticket: Ticket) => {
    queryClient.setQueryData(ticketQuery(ticket._id).queryKey, ticket);
    void queryClient.invalidateQueries({ queryKey: [...TICKETS_KEY, 'list'] });
  };
}
