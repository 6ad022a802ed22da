// POST /publicApi/userSearchProduct2 - searches the investment packages by title, a page of 10

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PackageSearch, packagesKeys } from '../../../api/packages-query-keys';

export async function searchPackages(params: PackageSearch) {
  const response = await callApi(routes.packageSearch, { body: params });
  return response.data;
}

export function packageSearchQuery(params: PackageSearch) {
  return queryOptions({ queryKey: packagesKeys.packageSearchOf(params), queryFn: () => searchPackages(params) });
}

export function usePackageSearch(params: PackageSearch) {
  return useQuery({ ...packageSearchQuery(params), placeholderData: keepPreviousData });
}
