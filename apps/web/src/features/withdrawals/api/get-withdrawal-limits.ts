// GET /sellerApi/withdrawalLimits (vendor twin) - the caller's daily limits and what is left of them today

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const withdrawalLimitsQuery = queryOptions({
  queryKey: ['withdrawal-limits'] as const,
  queryFn: async () => (await callApi(routes.withdrawalLimits)).data,
});

export function useWithdrawalLimits() {
  return useQuery(withdrawalLimitsQuery);
}
