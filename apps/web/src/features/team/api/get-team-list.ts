// GET /sellerApi/userallteamlist?level=N&page=N (vendor: /vendorApi/userallteamlist) - one level of the caller's team
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { useSession } from '../../../lib/use-session';
import { type TeamLevel, teamKeys } from './query-keys';

export async function getTeamList(level: TeamLevel, page: number) {
  const response = await callApi(routes.teamList, { query: { level, page } });
  return response.data;
}

export function teamListQuery(level: TeamLevel, page: number) {
  return queryOptions({ queryKey: teamKeys.list(level, page), queryFn: () => getTeamList(level, page) });
}

export function useTeamList(level: TeamLevel, page: number) {
  const { isSignedIn } = useSession();
  return useQuery({ ...teamListQuery(level, page), enabled: isSignedIn, placeholderData: keepPreviousData });
}
