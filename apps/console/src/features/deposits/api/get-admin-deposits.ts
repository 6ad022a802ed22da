// GET /adminApi/deposits?status=&order=&page= - deposits to review (filter by status), oldest pending first
import type { adminDepositQuery } from '@app/contract';
import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_DEPOSITS_KEY } from '../../../kit/api/query-keys';
import { queueQueryOf, type ReviewQueueAddress } from '../../../kit/api/review-queue-address';

/** A status the contract's query allows, or every deposit. */
export type DepositFilter = NonNullable<z.input<typeof adminDepositQuery>['status']> | 'all';

type DepositQueue = ReviewQueueAddress<DepositFilter>;

export function adminDepositsQuery(queue: DepositQueue) {
  return apiQuery([...ADMIN_DEPOSITS_KEY, queue.filter, queue.order, queue.page], adminRoutes.adminDeposits, {
    query: queueQueryOf(queue),
  });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useAdminDeposits(queue: DepositQueue) {
  return useQuery({ ...adminDepositsQuery(queue), placeholderData: keepPreviousData });
}

export type AdminDeposit = ApiData<typeof adminRoutes.adminDeposits>['docs'][number];

/**
 * Whether the reader's approval only records the first of two (docs/decisions/020-operator-roles.md#four-eyes-on-sums):
 * nobody approved it yet and, for this reader, it passes the approval limit; a second operator credits it.
 */
export function approvesFirst(deposit: AdminDeposit): boolean {
  return deposit.needsSecondOperator && deposit.approvedBy === null;
}
