// POST /adminApi/reserves/snapshot - takes a proof-of-reserves snapshot now (audited)

import { RESERVES_KEY } from '@app/web-kit/api/get-reserves';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';

export function takeReserveSnapshot() {
  return callApi(adminRoutes.adminReserveSnapshot);
}

export function useTakeReserveSnapshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeReserveSnapshot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESERVES_KEY }),
  });
}
