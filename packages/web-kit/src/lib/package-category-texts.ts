import type { PackageCategory } from '@app/contract';

/**
 * The tabs' names: in English the labels docs/product.md#packages gives the tabs, word for word
 * (docs/decisions/017-translations.md); Spanish and Hindi in package-category-texts.{es,hi}.ts.
 */
export const PACKAGE_CATEGORY_TEXTS = {
  'pk.category.package': 'Package',
  'pk.category.exclusive': 'NFT exclusive stakes',
  'pk.category.collection': 'collection',
  'pk.category.player-cards': 'player cards',
} as const satisfies Record<`pk.category.${PackageCategory}`, string>;
