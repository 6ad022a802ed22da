// GET /sellerApi/depositTransfers?page=N (vendor: /vendorApi/depositTransfers) - transfers seen to the caller's address
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';

export const DEPOSIT_TRANSFERS_KEY = ['deposit-transfers'] as const;

/** While a transfer is confirming, its count moves with each block: the list asks again this often. */
const WHILE_CONFIRMING_MS = 15_000;

export function useDepositTransfers(page: number) {
  return useQuery({
    queryKey: [...DEPOSIT_TRANSFERS_KEY, page],
    queryFn: async () => (await callApi(routes.depositTransfers, { query: { page } })).data,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.docs.some((transfer) => transfer.status === 'pending') ? WHILE_CONFIRMING_MS : false,
  });
}
