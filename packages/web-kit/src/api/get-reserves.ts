// GET /publicApi/reserves - the latest proof-of-reserves snapshot and the history
import { useQuery } from '@tanstack/react-query';
import type { ApiData } from '../lib/api-client';
import { apiQuery } from '../lib/api-query';
import { routes } from '../lib/api-routes';

export const RESERVES_KEY = ['reserves'] as const;

export const reservesQuery = apiQuery(RESERVES_KEY, routes.reserves);

export function useReserves() {
  return useQuery(reservesQuery);
}

export type Reserves = ApiData<typeof routes.reserves>;
export type ReserveSnapshot = Reserves['history'][number];
