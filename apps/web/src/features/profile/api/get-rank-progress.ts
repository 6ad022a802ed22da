// GET /sellerApi/rankProgress (vendor: /vendorApi/rankProgress) - the rank, the next rank's thresholds and reward

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { packagesKeys } from '../../../api/packages-query-keys';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';

// Under the dashboard's key: a purchase, a claim and a capital withdrawal refresh it with the dashboard.
export const rankProgressQuery = apiQuery([...packagesKeys.dashboard, 'rank-progress'], routes.rankProgress);

export function useRankProgress() {
  return useSignedInQuery(rankProgressQuery);
}
