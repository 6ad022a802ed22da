// GET /sellerApi/myTeamCount?range= (vendor: /vendorApi/myTeamCount) - registered and valid (active) members of
// the caller's three levels, all of them or those who joined today, yesterday or in the last seven platform days
import type { TeamCountRange } from '@app/contract';
import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';
import { teamKeys } from './query-keys';

export function teamCountQuery(range: TeamCountRange) {
  return apiQuery([...teamKeys.all, 'count', range], routes.teamCount, { query: { range } });
}

export function useTeamCount(range: TeamCountRange) {
  return useSignedInQuery(teamCountQuery(range));
}

export type TeamCountData = ApiData<typeof routes.teamCount>;
