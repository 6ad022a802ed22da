// GET /sellerApi/userallteamlist?level=N&page=N&search= (vendor: /vendorApi/userallteamlist) - one level of the caller's team

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData } from '@tanstack/react-query';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';
import { type TeamLevel, teamKeys } from './query-keys';

/** `search`: part of a name or UID; empty for the whole level. */
export function teamListQuery(level: TeamLevel, page: number, search = '') {
  return apiQuery(teamKeys.list(level, page, search), routes.teamList, {
    query: { level, page, search: search || undefined },
  });
}

export function useTeamList(level: TeamLevel, page: number, search = '') {
  return useSignedInQuery({ ...teamListQuery(level, page, search), placeholderData: keepPreviousData });
}
