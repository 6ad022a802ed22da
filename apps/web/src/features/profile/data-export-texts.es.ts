import type { TextsOf } from '../../i18n/locale-bundle';
import type { DATA_EXPORT_TEXTS } from './data-export-texts';

export const ES_DATA_EXPORT: TextsOf<typeof DATA_EXPORT_TEXTS> = {
  'dex.title': 'Tus datos',
  'dex.description':
    'Descarga una copia de todo lo que guardamos sobre ti: tu perfil, extracto, paquetes, ingresos, depósitos, retiros, transferencias, tickets de soporte, inicios de sesión, verificaciones de identidad y notificaciones, en archivos JSON y CSV dentro de un ZIP. Te enviamos el enlace por correo.',
  'dex.download': 'Descargar mis datos',
  'dex.loading': 'Comprobando tu última solicitud…',
  'dex.pending': 'Preparándose… Te enviaremos el enlace por correo cuando esté listo.',
  'dex.ready': 'Te enviamos un enlace por correo, válido hasta el {{until}}.',
  'dex.failed': 'No se pudieron preparar tus datos. Inténtalo de nuevo.',
  'dex.expired': 'Tu último enlace ha caducado. Pide uno nuevo.',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_DATA_EXPORT];
