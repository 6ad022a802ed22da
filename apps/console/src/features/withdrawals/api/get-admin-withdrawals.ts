// GET /adminApi/withdrawals?status=&order=&page= - withdrawals to review (filter by status), oldest first
import type { adminWithdrawalQuery } from '@app/contract';
import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_WITHDRAWALS_KEY } from '../../../kit/api/query-keys';
import { queueQueryOf, type ReviewQueueAddress } from '../../../kit/api/review-queue-address';

/** A status the contract's query allows, or every withdrawal. */
export type WithdrawalFilter = NonNullable<z.input<typeof adminWithdrawalQuery>['status']> | 'all';

type WithdrawalQueue = ReviewQueueAddress<WithdrawalFilter>;

export function adminWithdrawalsQuery(queue: WithdrawalQueue) {
  return apiQuery([...ADMIN_WITHDRAWALS_KEY, queue.filter, queue.order, queue.page], adminRoutes.adminWithdrawals, {
    query: queueQueryOf(queue),
  });
}

export function useAdminWithdrawals(queue: WithdrawalQueue) {
  return useQuery({ ...adminWithdrawalsQuery(queue), placeholderData: keepPreviousData });
}

export type AdminWithdrawal = ApiData<typeof adminRoutes.adminWithdrawals>['docs'][number];
