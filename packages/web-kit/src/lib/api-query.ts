import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { type AnyRoute, type CallOptions, callApiData } from './api-client';

/**
 * A read's query: the route's answer data under its key, one definition for the screen's hook, a loader and a
 * write that stores its answer under the same key.
 */
export function apiQuery<R extends AnyRoute, const K extends QueryKey>(queryKey: K, route: R, call?: CallOptions<R>) {
  return queryOptions({ queryKey, queryFn: () => callApiData(route, call) });
}
