// GET /sellerApi/userallteamlist?level=N&page=N&search= (vendor: /vendorApi/userallteamlist) - one level of the caller's team

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/use-session';
import { type TeamLevel, teamKeys } from './query-keys';

/** `search`: part of a name or UID; empty for the whole level. */
export async function getTeamList(level: TeamLevel, page: number, search = '') {
  const response = await callApi(routes.teamList, { query: { level, page, search: search || undefined } });
  return response.data;
}

export function teamListQuery(level: TeamLevel, page: number, search = '') {
  return queryOptions({
    queryKey: teamKeys.list(level, page, search),
    queryFn: () => getTeamList(level, page, search),
  });
}

export function useTeamList(level: TeamLevel, page: number, search = '') {
  const { isSignedIn } = useSession();
  return useQuery({ ...teamListQuery(level, page, search), enabled: isSignedIn, placeholderData: keepPreviousData });
}
