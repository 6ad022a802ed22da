import type { PackageCategory } from '@app/contract';
import { textOf } from '../i18n/texts';

/**
 * The /stake tabs a package can be listed under (docs/product.md#packages), in the page's order; the console names
 * them the same, so an operator knows where one shows.
 */
export const PACKAGE_CATEGORIES: readonly PackageCategory[] = ['package', 'exclusive', 'collection', 'player-cards'];

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

/** A tab's name in the shown language (read when a component renders, so it follows a change of language). */
export function categoryLabel(category: PackageCategory): string {
  return textOf(PACKAGE_CATEGORY_TEXTS, `pk.category.${category}`);
}
