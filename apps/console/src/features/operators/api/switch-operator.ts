// POST /adminApi/operators/:_id/disable - sessions end, sign-in refused, never the last active operator (audited)
// POST /adminApi/operators/:_id/enable - sign-in works again; the ended sessions stay ended (audited)

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useRefreshOperators } from '../../../kit/api/get-admin-operators';

export type OperatorSwitch = 'disable' | 'enable';

export function switchOperator({ id, to }: { id: string; to: OperatorSwitch }) {
  const route = to === 'disable' ? adminRoutes.adminOperatorDisable : adminRoutes.adminOperatorEnable;
  return callApi(route, { params: { _id: id } });
}

export function useSwitchOperator() {
  return useMutation({ mutationFn: switchOperator, onSuccess: useRefreshOperators() });
}
