import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { DATA_EXPORT_TEXTS } from './data-export-texts';

export const ES_DATA_EXPORT: TextsOf<typeof DATA_EXPORT_TEXTS> = {
  'dex.title': 'Tus datos',
  'dex.description':
    'Descarga una copia de todo lo que guardamos sobre ti: tu perfil, extracto, paquetes, ingresos, depósitos, retiros, transferencias, tickets de soporte, inicios de sesión, verificaciones de identidad y notificaciones, en archivos JSON y CSV dentro de un ZIP. Te enviamos un enlace por correo; ábrelo e inicia sesión para descargar el archivo.',
  'dex.download': 'Descargar mis datos',
  'dex.loading': 'Comprobando tu última solicitud…',
  'dex.pending': 'Preparándose… Te enviaremos el enlace por correo cuando esté listo.',
  'dex.ready':
    'Te enviamos un enlace por correo, válido hasta el {{until}}. Ábrelo e inicia sesión para descargar tus datos.',
  'dex.failed': 'No se pudieron preparar tus datos. Inténtalo de nuevo.',
  'dex.expired': 'Tu último enlace ha caducado. Pide uno nuevo.',
  'dex.downloading': 'Descargando tus datos…',
  'dex.downloaded': 'Tu descarga ha comenzado: {{file}}. Guarda el archivo en un lugar seguro.',
  'dex.again': 'Descargar de nuevo',
  'dex.toSettings': 'Ir a Ajustes',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_DATA_EXPORT];
