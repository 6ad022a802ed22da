// GET /adminApi/depositWatcher, /adminApi/depositAddresses/sweep, /adminApi/depositTransfers?status=&page= - the
// deposit watcher, the member addresses holding USDT (read on chain) and the transfers seen to them
import type { DepositTransferStatus } from '@app/contract';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';

const KEY = ['admin', 'deposit-addresses'] as const;

export function useDepositWatcher() {
  return useQuery(apiQuery([...KEY, 'watcher'], adminRoutes.adminDepositWatcher));
}

/** Balances read on chain: asked for when the page opens and on "Read again", not on a timer. */
export function useSweepPlan(enabled: boolean) {
  return useQuery({
    ...apiQuery([...KEY, 'sweep'], adminRoutes.adminDepositSweep),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useWatchedTransfers(filters: { status?: DepositTransferStatus; page: number }) {
  return useQuery({
    ...apiQuery([...KEY, 'transfers', filters], adminRoutes.adminDepositTransfers, {
      query: { page: filters.page, ...(filters.status ? { status: filters.status } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
}
