// GET /sellerApi/withdrawalLimits (vendor twin) - the caller's daily limits and what is left of them today
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';

export const withdrawalLimitsQuery = queryOptions({
  queryKey: ['withdrawal-limits'] as const,
  queryFn: async () => (await callApi(routes.withdrawalLimits)).data,
});

export function useWithdrawalLimits() {
  return useQuery(withdrawalLimitsQuery);
}
