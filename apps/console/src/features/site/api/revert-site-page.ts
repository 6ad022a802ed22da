// DELETE /adminApi/sitePage?path=&language= - removes a site page's edit in one language so its shipped text shows
// again there (audited)
import type { Locale } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { forgetSitePageEdits } from '@app/web-kit/lib/site-content/site-page-edits';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useReadAgain } from '../../../kit/api/read-again';
import { ADMIN_SITE_PAGES_KEY } from './get-site-pages';

export function revertSitePage(page: { path: string; language: Locale }) {
  return callApi(adminRoutes.adminSitePageRevert, { query: page });
}

export function useRevertSitePage() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: revertSitePage,
    // After a failure too: "no edit" means the list on screen is out of date.
    onSettled: () => {
      forgetSitePageEdits();
      readAgain(ADMIN_SITE_PAGES_KEY);
    },
  });
}
