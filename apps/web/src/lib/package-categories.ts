import type { PackageCategory } from '@app/contract';

/**
 * The /stake tabs a package can be listed under (docs/product.md#packages), in the page's order, by the labels the
 * product's specification gives the tabs; the console names them the same, so an operator knows where one shows.
 */
export const PACKAGE_CATEGORIES: readonly { id: PackageCategory; label: string }[] = [
  { id: 'package', label: 'Package' },
  { id: 'exclusive', label: 'NFT exclusive stakes' },
  { id: 'collection', label: 'collection' },
  { id: 'player-cards', label: 'player cards' },
];

export function categoryLabel(category: PackageCategory): string {
  return PACKAGE_CATEGORIES.find((each) => each.id === category)?.label ?? category;
}
