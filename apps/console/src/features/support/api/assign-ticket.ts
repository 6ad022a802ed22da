// POST /adminApi/tickets/:_id/assign - gives the ticket to an owner or support operator, or to nobody (null)

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useTicketUpdated } from './get-admin-ticket';

export function assignTicket({ id, operatorId }: { id: string; operatorId: string | null }) {
  return callApi(adminRoutes.adminTicketAssign, { params: { _id: id }, body: { operatorId } });
}

export function useAssignTicket() {
  const updated = useTicketUpdated();
  return useMutation({ mutationFn: assignTicket, onSuccess: (response) => updated(response.data) });
}
