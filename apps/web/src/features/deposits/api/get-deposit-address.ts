// GET /sellerApi/depositAddress (vendor: /vendorApi/depositAddress) - where the caller sends USDT, and the mode

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const depositAddressQuery = queryOptions({
  ...apiQuery(['deposit-address'], routes.depositAddress),
  // An address is the member's for ever; only the operator's mode switch changes what this answers.
  staleTime: 5 * 60_000,
});

export function useDepositAddress() {
  return useQuery(depositAddressQuery);
}
