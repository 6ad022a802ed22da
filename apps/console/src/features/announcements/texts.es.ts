import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_ANNOUNCEMENT_TEXTS } from './texts';

export const ES_CONSOLE_ANNOUNCEMENTS: TextsOf<typeof CONSOLE_ANNOUNCEMENT_TEXTS> = {
  'can.title': 'Anuncios',
  'can.description':
    'Avisa a los miembros de un cambio antes de que ocurra. Un anuncio se muestra arriba en el área de miembros durante su periodo; marca la casilla para mostrarlo también en el sitio público. Los miembros lo leen en su idioma: en inglés si un idioma queda en blanco.',
  'can.formTitle': 'Nuevo anuncio',
  'can.level': 'Nivel',
  'can.level.info': 'Información (los miembros pueden cerrarlo)',
  'can.level.warning': 'Aviso (se queda hasta que termina)',
  'can.startsAt': 'Empieza',
  'can.endsAt': 'Termina',
  'can.windowHint': 'En tu propia zona horaria.',
  'can.onSite': 'Mostrar también en el sitio público',
  'can.languages': 'Idiomas',
  'can.fieldTitle': 'Título',
  'can.fieldBody': 'Texto',
  'can.fieldTitleIn': 'Título en {{language}} (opcional)',
  'can.fieldBodyIn': 'Texto en {{language}} (opcional)',
  'can.languageNote': 'Si lo dejas en blanco, quienes leen en {{language}} leen el título y el texto en inglés.',
  'can.publish': 'Publicar',
  'can.listTitle': 'Anuncios publicados',
  'can.loading': 'Cargando los anuncios',
  'can.theAnnouncements': 'los anuncios',
  'can.empty': 'Aún no hay anuncios',
  'can.emptyHint': 'Publica uno arriba para avisar a los miembros de un cambio antes de que ocurra.',
  'can.status.scheduled': 'Programado',
  'can.status.live': 'Activo',
  'can.status.ended': 'Terminado',
  'can.status.withdrawn': 'Retirado',
  'can.badge.info': 'Información',
  'can.badge.warning': 'Aviso',
  'can.badge.onSite': 'También en el sitio público',
  'can.window': '{{start}} a {{end}}',
  'can.inLanguage': 'Lo que leen los miembros en {{language}}',
  'can.missing': 'Sin {{language}}',
  'can.withdraw': 'Retirar',
  'can.withdrawTitle': '¿Retirar este anuncio?',
  'can.withdrawWarning':
    'Los miembros y visitantes dejan de verlo en cinco minutos. Sigue en esta lista como retirado y no se puede volver a mostrar: publica uno nuevo en su lugar.',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_ANNOUNCEMENTS];
