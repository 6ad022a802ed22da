import type { TextsOf } from '../i18n/locale-bundle';
import type { PACKAGE_CATEGORY_TEXTS } from './package-category-texts';

export const HI_PACKAGE_CATEGORIES: TextsOf<typeof PACKAGE_CATEGORY_TEXTS> = {
  'pk.category.package': 'पैकेज',
  'pk.category.exclusive': 'एनएफटी एक्सक्लूसिव स्टेक',
  'pk.category.collection': 'कलेक्शन',
  'pk.category.player-cards': 'प्लेयर कार्ड',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_PACKAGE_CATEGORIES];
