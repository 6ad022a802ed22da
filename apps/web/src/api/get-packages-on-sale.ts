// POST /publicApi/userSearchProduct2 - the first page of packages, for the public site (docs/product.md#site)

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { packagesKeys } from './packages-query-keys';

const FIRST_PAGE = { page: 1 };

/** The same cache entry as /stake's first page, so a visitor going on to /stake reuses the answer. */
export const packagesFirstPageQuery = queryOptions({
  queryKey: packagesKeys.packageSearchOf(FIRST_PAGE),
  queryFn: async () => (await callApi(routes.packageSearch, { body: FIRST_PAGE })).data,
});
