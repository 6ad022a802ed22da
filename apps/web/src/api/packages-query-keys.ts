/** What one package search asks for: the /stake query parameters. */
export interface PackageSearch {
  search?: string;
  location?: string;
  page: number;
}

// Every cache key of the invest pages; a capital withdrawal (wallet) invalidates them too.
export const investKeys = {
  packageSearch: ['package-search'] as const,
  packageSearchOf: (params: PackageSearch) => [...investKeys.packageSearch, params] as const,
  activePackages: ['active-packages'] as const,
  dashboard: ['dashboard'] as const,
};
