// POST /adminApi/tickets/:_id/messages - a reply the member is mailed, or (internal) a note only operators see
import type { adminTicketMessageBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useTicketUpdated } from './get-admin-ticket';

export type TicketMessage = z.input<typeof adminTicketMessageBody>;

export function writeTicketMessage({ id, message }: { id: string; message: TicketMessage }) {
  return callApi(adminRoutes.adminTicketMessage, { params: { _id: id }, body: message });
}

export function useWriteTicketMessage() {
  const updated = useTicketUpdated();
  return useMutation({ mutationFn: writeTicketMessage, onSuccess: (response) => updated(response.data) });
}
