// POST /publicApi/userSearchProduct2 - searches the investment packages by title, a page of 10

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type PackageSearch, packagesKeys } from '../../../api/packages-query-keys';

export function packageSearchQuery(params: PackageSearch) {
  return apiQuery(packagesKeys.packageSearchOf(params), routes.packageSearch, { body: params });
}

export function usePackageSearch(params: PackageSearch) {
  return useQuery({ ...packageSearchQuery(params), placeholderData: keepPreviousData });
}
