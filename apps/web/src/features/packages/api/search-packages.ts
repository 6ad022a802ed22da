// POST /publicApi/userSearchProduct2 - searches the investment packages by title, a page of 10
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PackageSearch, packagesKeys } from '../../../api/packages-query-keys';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';

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
