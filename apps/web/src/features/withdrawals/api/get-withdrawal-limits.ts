// GET /sellerApi/withdrawalLimits (vendor twin) - the caller's daily limits and what is left of them today

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useQuery } from '@tanstack/react-query';

export const withdrawalLimitsQuery = apiQuery(['withdrawal-limits'], routes.withdrawalLimits);

export function useWithdrawalLimits() {
  return useQuery(withdrawalLimitsQuery);
}
