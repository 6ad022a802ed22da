// GET /adminApi/withdrawals?status=&order=&page= - withdrawals to review (filter by status), oldest first
import type { adminWithdrawalQuery } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_WITHDRAWALS_KEY } from '../../../kit/api/query-keys';
import { queueQueryOf, type ReviewQueueAddress } from '../../../kit/api/review-queue-address';

/** A status the contract's query allows, or every withdrawal. */
export type WithdrawalFilter = NonNullable<z.input<typeof adminWithdrawalQuery>['status']> | 'all';

type WithdrawalQueue = ReviewQueueAddress<WithdrawalFilter>;

export async function getAdminWithdrawals(queue: WithdrawalQueue) {
  const response = await callApi(adminRoutes.adminWithdrawals, { query: queueQueryOf(queue) });
  return response.data;
}

export function adminWithdrawalsQuery(queue: WithdrawalQueue) {
  return queryOptions({
    queryKey: [...ADMIN_WITHDRAWALS_KEY, queue.filter, queue.order, queue.page],
    queryFn: () => getAdminWithdrawals(queue),
  });
}

export function useAdminWithdrawals(queue: WithdrawalQueue) {
  return useQuery({ ...adminWithdrawalsQuery(queue), placeholderData: keepPreviousData });
}

export type AdminWithdrawal = Awaited<ReturnType<typeof getAdminWithdrawals>>['docs'][number];
