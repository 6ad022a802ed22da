// GET /sellerApi/getWithdrawalListverndor/{id}?page=N&status=S (vendor twin) - the caller's own withdrawal requests
import type { WithdrawalStatus } from '@app/contract';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const WITHDRAWAL_LIST_KEY = ['withdrawals'] as const;
export type ListedStatus = Exclude<WithdrawalStatus, 'unverified'>;

// The server lists the caller's own requests whatever the path holds; 'me' says so.
export function withdrawalListQuery(options: { page: number; status?: ListedStatus }) {
  return apiQuery([...WITHDRAWAL_LIST_KEY, options.page, options.status ?? 'all'], routes.withdrawalList, {
    params: { id: 'me' },
    query: { page: options.page, status: options.status },
  });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useWithdrawalList(options: { page: number; status?: ListedStatus }) {
  return useQuery({ ...withdrawalListQuery(options), placeholderData: keepPreviousData });
}
