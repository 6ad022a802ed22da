// DELETE /adminApi/sitePage?path= - removes a site page's edit so its shipped text shows again (audited)
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { forgetSitePageEdits } from '../../../../lib/site-content/site-page-edits';
import { adminRoutes } from '../../kit/api/admin-routes';
import { ADMIN_SITE_PAGES_KEY } from './get-site-pages';

export function revertSitePage(path: string) {
  return callApi(adminRoutes.adminSitePageRevert, { query: { path } });
}

export function useRevertSitePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertSitePage,
    // After a failure too: "no edit" means the list on screen is out of date.
    onSettled: () => {
      forgetSitePageEdits();
      void queryClient.invalidateQueries({ queryKey: ADMIN_SITE_PAGES_KEY });
    },
  });
}
