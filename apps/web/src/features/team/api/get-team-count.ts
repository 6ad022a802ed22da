// GET /sellerApi/myTeamCount?range= (vendor: /vendorApi/myTeamCount) - registered and valid (active) members of
// the caller's three levels, all of them or those who joined today, yesterday or in the last seven platform days
import type { TeamCountRange } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/use-session';
import { teamKeys } from './query-keys';

export async function getTeamCount(range: TeamCountRange) {
  const response = await callApi(routes.teamCount, { query: { range } });
  return response.data;
}

export function teamCountQuery(range: TeamCountRange) {
  return queryOptions({ queryKey: [...teamKeys.all, 'count', range], queryFn: () => getTeamCount(range) });
}

export function useTeamCount(range: TeamCountRange) {
  const { isSignedIn } = useSession();
  return useQuery({ ...teamCountQuery(range), enabled: isSignedIn });
}

export type TeamCountData = Awaited<ReturnType<typeof getTeamCount>>;
