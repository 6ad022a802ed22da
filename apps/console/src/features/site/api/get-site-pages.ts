// GET /adminApi/sitePages - every operator-edited site page: its edit per language with the draft and who saved it
// last, and the languages behind the English edit

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { isEditablePage } from '@app/web-kit/lib/site-content/editable-pages';
import { loadAllPages } from '@app/web-kit/lib/site-content/load-site-page';
import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_KEY } from '../../../kit/api/query-keys';

export const ADMIN_SITE_PAGES_KEY = [...ADMIN_KEY, 'sitePages'] as const;

export function useSitePageEdits() {
  return useQuery(apiQuery(ADMIN_SITE_PAGES_KEY, adminRoutes.adminSitePages));
}

/** An edited page: its edits per language and the languages behind its English edit. */
export type SitePageEdits = ApiData<typeof adminRoutes.adminSitePages>[number];
/** One language's edit of a page. */
export type SitePageEdit = SitePageEdits['edits'][number];

/** The shipped pages an operator may edit, as the web app carries them: they never change while it runs. */
export function useEditablePages() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'editablePages'],
    queryFn: async () => (await loadAllPages()).filter(isEditablePage),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
