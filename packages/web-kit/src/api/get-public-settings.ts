// GET /publicApi/settings - minimums, charges, deposit address and network, as the operator set them
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../lib/api-query';
import { routes } from '../lib/api-routes';

// Operators change these rarely; a minute keeps page hops free of refetches.
const SETTINGS_STALE_MS = 60_000;

export const publicSettingsQuery = queryOptions({
  ...apiQuery(['public-settings'], routes.publicSettings),
  staleTime: SETTINGS_STALE_MS,
});

export function usePublicSettings() {
  return useQuery(publicSettingsQuery);
}
