import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { NOTIFICATION_TEXTS } from './texts';

export const ES_NOTIFICATIONS: TextsOf<typeof NOTIFICATION_TEXTS> = {
  'ntf.title': 'Notificaciones',
  'ntf.markAll': 'Marcar todo como leído',
  'ntf.allRead': 'Todo está leído.',
  'ntf.unread': '{{count}} sin leer',
  'ntf.loading': 'Cargando tus notificaciones',
  'ntf.yours': 'tus notificaciones',
  'ntf.nothingOnPage': 'No hay nada en esta página',
  'ntf.noneYet': 'Todavía no hay notificaciones',
  'ntf.pastLast': 'Esta página está después de la última.',
  'ntf.noneHint': 'Aquí aparecerán depósitos, retiros, rangos, nuevos referidos y tus ingresos diarios.',
  'ntf.firstPage': 'Primera página',
  'ntf.unreadMark': '(sin leer)',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_NOTIFICATIONS];
