// POST /adminApi/operators/:_id/reinvite - mails an invited operator a new link; earlier links stop working (audited)

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useRefreshOperators } from '../../../kit/api/get-admin-operators';

export function reinviteOperator(id: string) {
  return callApi(adminRoutes.adminOperatorReinvite, { params: { _id: id } });
}

export function useReinviteOperator() {
  return useMutation({ mutationFn: reinviteOperator, onSuccess: useRefreshOperators() });
}
