// GET /adminApi/getprofile - the signed-in operator
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminRoutes } from './admin-routes';
import { ADMIN_PROFILE_KEY } from './query-keys';

export async function getOperatorProfile() {
  const response = await callApi(adminRoutes.operatorProfile);
  return response.data;
}

export const operatorProfileQuery = queryOptions({
  queryKey: ADMIN_PROFILE_KEY,
  queryFn: getOperatorProfile,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useOperatorProfile() {
  return useQuery(operatorProfileQuery);
}
