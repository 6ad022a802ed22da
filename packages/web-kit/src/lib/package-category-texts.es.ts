import type { TextsOf } from '../i18n/locale-bundle';
import type { PACKAGE_CATEGORY_TEXTS } from './package-category-texts';

export const ES_PACKAGE_CATEGORIES: TextsOf<typeof PACKAGE_CATEGORY_TEXTS> = {
  'pk.category.package': 'Paquete',
  'pk.category.exclusive': 'Participaciones exclusivas NFT',
  'pk.category.collection': 'colección',
  'pk.category.player-cards': 'cartas de jugador',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_PACKAGE_CATEGORIES];
