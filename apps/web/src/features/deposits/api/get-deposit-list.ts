// GET /sellerApi/getAddfundList?page=N (vendor: /vendorApi/getAddfundList) - the caller's deposits, newest first

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const DEPOSIT_LIST_KEY = ['deposits'] as const;

export function depositListQuery(page: number) {
  return apiQuery([...DEPOSIT_LIST_KEY, page], routes.depositList, { query: { page } });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useDepositList(page: number) {
  return useQuery({ ...depositListQuery(page), placeholderData: keepPreviousData });
}
