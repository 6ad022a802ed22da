// GET /sellerApi/getWithdrawalListverndor/{id}?page=N&status=S (vendor twin) - the caller's own withdrawal requests
import type { WithdrawalStatus } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const WITHDRAWAL_LIST_KEY = ['withdrawals'] as const;
export type ListedStatus = Exclude<WithdrawalStatus, 'unverified'>;

// The server lists the caller's own requests whatever the path holds; 'me' says so.
export async function getWithdrawalList(options: { page: number; status?: ListedStatus }) {
  const response = await callApi(routes.withdrawalList, {
    params: { id: 'me' },
    query: { page: options.page, status: options.status },
  });
  return response.data;
}

export function withdrawalListQuery(options: { page: number; status?: ListedStatus }) {
  return queryOptions({
    queryKey: [...WITHDRAWAL_LIST_KEY, options.page, options.status ?? 'all'],
    queryFn: () => getWithdrawalList(options),
  });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useWithdrawalList(options: { page: number; status?: ListedStatus }) {
  return useQuery({ ...withdrawalListQuery(options), placeholderData: keepPreviousData });
}
