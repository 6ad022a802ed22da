// POST /publicApi/userSearchProduct2 - the first page of packages, for the public site (docs/product.md#site)

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { packagesKeys } from './packages-query-keys';

const FIRST_PAGE = { page: 1 };

/** The same cache entry as /stake's first page, so a visitor going on to /stake reuses the answer. */
export const packagesFirstPageQuery = apiQuery(packagesKeys.packageSearchOf(FIRST_PAGE), routes.packageSearch, {
  body: FIRST_PAGE,
});
