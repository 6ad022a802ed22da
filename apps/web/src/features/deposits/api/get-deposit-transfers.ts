// GET /sellerApi/depositTransfers?page=N (vendor: /vendorApi/depositTransfers) - transfers seen to the caller's address

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const DEPOSIT_TRANSFERS_KEY = ['deposit-transfers'] as const;

/**
 * While the member looks at the list, it asks again this often: a transfer just sent appears by itself, and a
 * confirming one moves on with the blocks. Only /deposit in per-member mode shows the list.
 */
const WHILE_WATCHING_MS = 15_000;

export function useDepositTransfers(page: number) {
  return useQuery({
    ...apiQuery([...DEPOSIT_TRANSFERS_KEY, page], routes.depositTransfers, { query: { page } }),
    placeholderData: keepPreviousData,
    refetchInterval: WHILE_WATCHING_MS,
  });
}
