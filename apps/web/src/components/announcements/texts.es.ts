import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { ANNOUNCEMENT_TEXTS } from './texts';

export const ES_ANNOUNCEMENTS: TextsOf<typeof ANNOUNCEMENT_TEXTS> = {
  'ann.label': 'Anuncios',
  'ann.dismiss': 'Cerrar el anuncio: {{title}}',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_ANNOUNCEMENTS];
