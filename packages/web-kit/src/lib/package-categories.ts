import type { PackageCategory } from '@app/contract';
import { textOf } from '../i18n/texts';
import { PACKAGE_CATEGORY_TEXTS } from './package-category-texts';

/**
 * The /stake tabs a package can be listed under (docs/product.md#packages), in the page's order; the console names
 * them the same, so an operator knows where one shows.
 */
export const PACKAGE_CATEGORIES: readonly PackageCategory[] = ['package', 'exclusive', 'collection', 'player-cards'];

// The dictionary sits in a file that imports nothing at run time, so the language files can name its type without an
// import cycle (i18n/texts.tsx loads them).
export { PACKAGE_CATEGORY_TEXTS };

/** A tab's name in the shown language (read when a component renders, so it follows a change of language). */
export function categoryLabel(category: PackageCategory): string {
  return textOf(PACKAGE_CATEGORY_TEXTS, `pk.category.${category}`);
}
