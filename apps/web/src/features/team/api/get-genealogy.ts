// GET /sellerApi/genelogybyuser?parent=&page= (vendor: /vendorApi/genelogybyuser) - the children of one member of
// the caller's downline, ten at a time (no parent: the caller's own referrals)

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/use-session';
import { teamKeys } from './query-keys';

/** `parent`: a member's UID; null for the caller's own referrals. */
export async function getGenealogy(parent: string | null, page: number) {
  const response = await callApi(routes.genealogy, { query: { parent: parent ?? undefined, page } });
  return response.data;
}

export function genealogyQuery(parent: string | null, page: number) {
  return queryOptions({
    queryKey: [...teamKeys.all, 'genealogy', parent, page],
    queryFn: () => getGenealogy(parent, page),
  });
}

// The page reads the first level to choose between the tree and the empty state, then the tree reads it again:
// fresh for half a minute, that second read is served from the cache.
const GENEALOGY_FRESH_MS = 30_000;

export function useGenealogy(parent: string | null, page: number) {
  const { isSignedIn } = useSession();
  return useQuery({ ...genealogyQuery(parent, page), enabled: isSignedIn, staleTime: GENEALOGY_FRESH_MS });
}

export type GenealogyMember = Awaited<ReturnType<typeof getGenealogy>>['docs'][number];
