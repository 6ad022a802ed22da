// GET /adminApi/rejectionReasons - the kept rejection reasons, retired ones marked, each in English, Spanish and Hindi

import { callApi } from '@app/web-kit/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from './admin-routes';
import { ADMIN_REJECTION_REASONS_KEY } from './query-keys';

export async function getRejectionReasons() {
  const response = await callApi(adminRoutes.rejectionReasons);
  return response.data;
}

export const rejectionReasonsQuery = queryOptions({
  queryKey: ADMIN_REJECTION_REASONS_KEY,
  queryFn: getRejectionReasons,
});

export function useRejectionReasons() {
  return useQuery(rejectionReasonsQuery);
}
