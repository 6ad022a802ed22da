// GET /adminApi/getprofile - the signed-in operator and their role

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { getAdminToken } from '@app/web-kit/lib/storage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from './admin-routes';
import { ADMIN_PROFILE_KEY } from './query-keys';

/** An owner's change of role applies to the operator's next request: read again on a page change after a minute. */
const PROFILE_STALE_MS = 60_000;

export const operatorProfileQuery = queryOptions({
  ...apiQuery(ADMIN_PROFILE_KEY, adminRoutes.operatorProfile),
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

export type OperatorProfile = ApiData<typeof adminRoutes.operatorProfile>;
