// POST /sellerApi/tickets/:_id/reopen (vendor twin) - the member reopens a closed ticket within 14 days of its closing
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { notifySuccess } from '../../../lib/toast';
import { useTicketChanged } from './ticket-cache';

export function reopenTicket(_id: string) {
  return callApi(routes.ticketReopen, { params: { _id } });
}

/** A refusal shows beside the button, so no error toast. */
export function useReopenTicket() {
  const ticketChanged = useTicketChanged();
  return useMutation({
    mutationFn: reopenTicket,
    onSuccess: (answer) => {
      ticketChanged(answer.data);
      notifySuccess(answer.message, { group: 'ticket' });
    },
  });
}
