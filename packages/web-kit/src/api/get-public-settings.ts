// GET /publicApi/settings - minimums, charges, deposit address and network, as the operator set them
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { routes } from '../lib/api-routes';

// Operators change these rarely; a minute keeps page hops free of refetches.
const SETTINGS_STALE_MS = 60_000;

export async function getPublicSettings() {
  const response = await callApi(routes.publicSettings);
  return response.data;
}

export const publicSettingsQuery = queryOptions({
  queryKey: ['public-settings'],
  queryFn: getPublicSettings,
  staleTime: SETTINGS_STALE_MS,
});

export function usePublicSettings() {
  return useQuery(publicSettingsQuery);
}
