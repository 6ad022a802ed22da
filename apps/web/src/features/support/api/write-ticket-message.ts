// POST /sellerApi/tickets/:_id/messages (vendor twin) - the member's reply: JSON without files, multipart/form-data
// with them
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { notifySuccess } from '../../../lib/toast';
import { useTicketChanged } from './ticket-cache';

export function writeTicketMessage({ _id, message, files }: { _id: string; message: string; files: File[] }) {
  return callApi(routes.ticketMessage, {
    params: { _id },
    body: files.length > 0 ? { message, files } : { message },
  });
}

/** Refusals are shown in the reply form, so no error toast. */
export function useWriteTicketMessage() {
  const ticketChanged = useTicketChanged();
  return useMutation({
    mutationFn: writeTicketMessage,
    onSuccess: (answer) => {
      ticketChanged(answer.data);
      notifySuccess(answer.message, { group: 'ticket' });
    },
  });
}
