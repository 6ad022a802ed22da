// POST /sellerApi/tickets/:_id/close (vendor twin) - the member closes one of their tickets
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { notifySuccess } from '../../../lib/toast';
import { useTicketChanged } from './ticket-cache';

export function closeTicket(_id: string) {
  return callApi(routes.ticketClose, { params: { _id } });
}

/** A refusal shows beside the button, so no error toast. */
export function useCloseTicket() {
  const ticketChanged = useTicketChanged();
  return useMutation({
    mutationFn: closeTicket,
    onSuccess: (answer) => {
      ticketChanged(answer.data);
      notifySuccess(answer.message, { group: 'ticket' });
    },
  });
}
