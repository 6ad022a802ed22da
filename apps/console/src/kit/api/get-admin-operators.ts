// GET /adminApi/operators?page= - every operator account, newest first, with its status; isSelf marks the caller

import { callApi } from '@app/web-kit/lib/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from './admin-routes';
import { ADMIN_KEY } from './query-keys';
import { useReadAgain } from './read-again';

export const ADMIN_OPERATORS_KEY = [...ADMIN_KEY, 'operators'] as const;

export async function getAdminOperators(page: number) {
  const response = await callApi(adminRoutes.adminOperators, { query: { page } });
  return response.data;
}

export function adminOperatorsQuery(page: number) {
  return queryOptions({ queryKey: [...ADMIN_OPERATORS_KEY, page], queryFn: () => getAdminOperators(page) });
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

export type AdminOperator = Awaited<ReturnType<typeof getAdminOperators>>['docs'][number];
