// GET /sellerApi/rankProgress (vendor: /vendorApi/rankProgress) - the rank, the next rank's thresholds and reward

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { packagesKeys } from '../../../api/packages-query-keys';
import { useSession } from '../../../lib/use-session';

export async function getRankProgress() {
  const response = await callApi(routes.rankProgress);
  return response.data;
}

// Under the dashboard's key: a purchase, a claim and a capital withdrawal refresh it with the dashboard.
export const rankProgressQuery = queryOptions({
  queryKey: [...packagesKeys.dashboard, 'rank-progress'],
  queryFn: getRankProgress,
});

export function useRankProgress() {
  const { isSignedIn } = useSession();
  return useQuery({ ...rankProgressQuery, enabled: isSignedIn });
}
