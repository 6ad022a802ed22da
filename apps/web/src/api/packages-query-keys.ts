import type { PackageCategory } from '@app/contract';

/** What one package search asks for: the /stake query parameters. */
export interface PackageSearch {
  search?: string;
  location?: string;
  /** The /stake tab asking. */
  category?: PackageCategory;
  page: number;
}

// Every cache key of the packages pages; a capital withdrawal (withdrawals) invalidates them too.
export const packagesKeys = {
  packageSearch: ['package-search'] as const,
  packageSearchOf: (params: PackageSearch) => [...packagesKeys.packageSearch, params] as const,
  activePackages: ['active-packages'] as const,
  dashboard: ['dashboard'] as const,
};
