// GET /adminApi/operators?page= - every operator account, newest first, with its status; isSelf marks the caller

import { type ApiData, callApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRoutes } from './admin-routes';
import { ADMIN_KEY } from './query-keys';
import { useReadAgain } from './read-again';

export const ADMIN_OPERATORS_KEY = [...ADMIN_KEY, 'operators'] as const;

export function getAdminOperators(page: number) {
  return callApiData(adminRoutes.adminOperators, { query: { page } });
}

export function adminOperatorsQuery(page: number) {
  return apiQuery([...ADMIN_OPERATORS_KEY, page], adminRoutes.adminOperators, { query: { page } });
}

/** Not read at all when `enabled` is false: a role that may not list the operators (the audit log's filter). */
export function useAdminOperators(page: number, { enabled = true } = {}) {
  return useQuery({ ...adminOperatorsQuery(page), enabled, placeholderData: keepPreviousData });
}

/** After an invitation, a disable or an enable: every page of the list is read again. */
export function useRefreshOperators() {
  const readAgain = useReadAgain();
  return () => readAgain(ADMIN_OPERATORS_KEY);
}

export type AdminOperator = ApiData<typeof adminRoutes.adminOperators>['docs'][number];
