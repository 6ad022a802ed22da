// GET /sellerApi/getAddfundList?page=N (vendor: /vendorApi/getAddfundList) - the caller's deposits, newest first

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const DEPOSIT_LIST_KEY = ['deposits'] as const;

export async function getDepositList(page: number) {
  const response = await callApi(routes.depositList, { query: { page } });
  return response.data;
}

export function depositListQuery(page: number) {
  return queryOptions({ queryKey: [...DEPOSIT_LIST_KEY, page], queryFn: () => getDepositList(page) });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useDepositList(page: number) {
  return useQuery({ ...depositListQuery(page), placeholderData: keepPreviousData });
}
