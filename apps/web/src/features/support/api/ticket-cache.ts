import { notifySuccess } from '@app/web-kit/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/**
 * A member's write to a ticket: its answer is the ticket, shown at once with the answer's toast. A refusal is shown
 * where it belongs (beside the button, in the form), so no error toast.
 */
export function useTicketWrite<Variables>(
  mutationFn: (variables: Variables) => Promise<{ data: Ticket; message: string }>,
) {
  const ticketChanged = useTicketChanged();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      ticketChanged(answer.data);
      notifySuccess(answer.message, { group: 'ticket' });
    },
  });
}
