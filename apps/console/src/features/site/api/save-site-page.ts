// PUT /adminApi/sitePage - creates or replaces a site page's edit in one language (audited)
import type { ContentPageBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { forgetSitePageEdits } from '@app/web-kit/lib/site-content/site-page-edits';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useReadAgain } from '../../../kit/api/read-again';
import { ADMIN_SITE_PAGES_KEY } from './get-site-pages';

export function saveSitePage(body: ContentPageBody) {
  return callApi(adminRoutes.adminSitePageSave, { body });
}

export function useSaveSitePage() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: saveSitePage,
    onSettled: () => {
      // The site in this browser reads the new text on its next page, not after its cache expires.
      forgetSitePageEdits();
      readAgain(ADMIN_SITE_PAGES_KEY);
    },
  });
}
