// GET /publicApi/reserves - the latest proof-of-reserves snapshot and the history
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { routes } from '../lib/api-routes';

export async function getReserves() {
  const response = await callApi(routes.reserves);
  return response.data;
}

export const RESERVES_KEY = ['reserves'] as const;

export const reservesQuery = queryOptions({ queryKey: RESERVES_KEY, queryFn: getReserves });

export function useReserves() {
  return useQuery(reservesQuery);
}

export type Reserves = Awaited<ReturnType<typeof getReserves>>;
export type ReserveSnapshot = Reserves['history'][number];
