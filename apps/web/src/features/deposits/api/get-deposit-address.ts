// GET /sellerApi/depositAddress (vendor: /vendorApi/depositAddress) - where the caller sends USDT, and the mode
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';

export const depositAddressQuery = queryOptions({
  queryKey: ['deposit-address'] as const,
  queryFn: async () => (await callApi(routes.depositAddress)).data,
  // An address is the member's for ever; only the operator's mode switch changes what this answers.
  staleTime: 5 * 60_000,
});

export function useDepositAddress() {
  return useQuery(depositAddressQuery);
}
