// GET /sellerApi/genelogybyuser?parent=&page= (vendor: /vendorApi/genelogybyuser) - the children of one member of
// the caller's downline, ten at a time (no parent: the caller's own referrals)

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';
import { teamKeys } from './query-keys';

/** `parent`: a member's UID; null for the caller's own referrals. */
export function genealogyQuery(parent: string | null, page: number) {
  return apiQuery([...teamKeys.all, 'genealogy', parent, page], routes.genealogy, {
    query: { parent: parent ?? undefined, page },
  });
}

// The page reads the first level to choose between the tree and the empty state, then the tree reads it again:
// fresh for half a minute, that second read is served from the cache.
const GENEALOGY_FRESH_MS = 30_000;

export function useGenealogy(parent: string | null, page: number) {
  return useSignedInQuery({ ...genealogyQuery(parent, page), staleTime: GENEALOGY_FRESH_MS });
}

export type GenealogyMember = ApiData<typeof routes.genealogy>['docs'][number];
