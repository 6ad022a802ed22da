import type { PackageCategory } from '@app/contract';

/**
 * The tabs' names: in English the labels the product's specification gives the tabs, word for word
 * (docs/decisions/017-translations.md); Spanish and Hindi in i18n/locales/{es,hi}/packages.ts.
 */
export const PACKAGE_CATEGORY_TEXTS = {
  'pk.category.package': 'Package',
  'pk.category.exclusive': 'NFT exclusive stakes',
  'pk.category.collection': 'collection',
  'pk.category.player-cards': 'player cards',
} as const satisfies Record<`pk.category.${PackageCategory}`, string>;
