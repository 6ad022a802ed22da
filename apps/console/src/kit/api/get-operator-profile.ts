// GET /adminApi/getprofile - the signed-in operator and their role

import { callApi } from '@app/web-kit/lib/api-client';
import { getAdminToken } from '@app/web-kit/lib/storage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from './admin-routes';
import { ADMIN_PROFILE_KEY } from './query-keys';

export async function getOperatorProfile() {
  const response = await callApi(adminRoutes.operatorProfile);
  return response.data;
}

/** An owner's change of role applies to the operator's next request: read again on a page change after a minute. */
const PROFILE_STALE_MS = 60_000;

export const operatorProfileQuery = queryOptions({
  queryKey: ADMIN_PROFILE_KEY,
  queryFn: getOperatorProfile,
  staleTime: PROFILE_STALE_MS,
});

/**
 * Read only while the browser holds an operator token: a log-out forgets it and then drops the console's queries
 * while its pages may still be on screen, and a read without the token would be answered 401 as if the session had
 * just ended (lib/api-client.ts reloads to the sign-in then).
 */
export function useOperatorProfile() {
  return useQuery({ ...operatorProfileQuery, enabled: () => Boolean(getAdminToken()) });
}

export type OperatorProfile = Awaited<ReturnType<typeof getOperatorProfile>>;
