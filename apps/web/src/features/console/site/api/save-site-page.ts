// PUT /adminApi/sitePage - creates or replaces a site page's edit in one language (audited)
import type { ContentPageBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { forgetSitePageEdits } from '../../../../lib/site-content/site-page-edits';
import { adminRoutes } from '../../kit/api/admin-routes';
import { ADMIN_SITE_PAGES_KEY } from './get-site-pages';

export function saveSitePage(body: ContentPageBody) {
  return callApi(adminRoutes.adminSitePageSave, { body });
}

export function useSaveSitePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSitePage,
    onSettled: () => {
      // The site in this browser reads the new text on its next page, not after its cache expires.
      forgetSitePageEdits();
      void queryClient.invalidateQueries({ queryKey: ADMIN_SITE_PAGES_KEY });
    },
  });
}
