import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_SITE_TEXTS } from './texts';

export const ES_CONSOLE_SITE: TextsOf<typeof CONSOLE_SITE_TEXTS> = {
  'csite.msgTitle': 'Mensajes',
  'csite.msgDescription':
    'Lo que los visitantes enviaron con el formulario de contacto, del más reciente al más antiguo, y si llegó a la dirección de contacto.',
  'csite.msgWhat': 'mensajes',
  'csite.filterAll': 'Todos',
  'csite.filterFailed': 'Correo fallido',
  'csite.msgEmpty': 'Aún no hay mensajes',
  'csite.msgEmptyHint': 'Aquí aparecen los mensajes que los visitantes envían con el formulario de contacto.',
  'csite.failedEmpty': 'No hay correos fallidos',
  'csite.failedEmptyHint':
    'Todos los mensajes llegaron a la dirección de contacto. Un mensaje cuyo correo falla aparece aquí para reenviarlo.',
  'csite.mailed': 'Enviado',
  'csite.mailFailed': 'Correo fallido',
  'csite.mailedAt': 'Enviado a la dirección de contacto el {{time}}',
  'csite.mailFailedNote': 'El correo a la dirección de contacto falló; el mensaje se guarda aquí.',
  'csite.resendFrom': 'Reenviar el mensaje de {{name}}',
  'csite.resend': 'Reenviar',
  'csite.nlTitle': 'Boletín',
  'csite.nlDescription':
    'Direcciones suscritas con el pie de página del sitio, de la más reciente a la más antigua. El CSV las contiene todas, con las horas en UTC.',
  'csite.downloadCsv': 'Descargar CSV',
  'csite.nlWhat': 'suscriptores',
  'csite.nlEmpty': 'Aún no hay suscriptores',
  'csite.nlEmptyHint': 'Aquí aparecen las direcciones introducidas en el pie de página del sitio.',
  'csite.subscribed': 'Suscrito el {{time}}',
  'csite.spTitle': 'Páginas del sitio',
  'csite.spDescription':
    'Las páginas legales, las guías y las preguntas frecuentes del sitio público. Edita una para sustituir su texto, despublícala para ocultarla o restablece el texto original del sitio.',
  'csite.theSitePages': 'las páginas del sitio',
  'csite.loadingSitePages': 'Cargando las páginas del sitio',
  'csite.allSitePages': '← Todas las páginas del sitio',
  'csite.editPage': 'Editar {{heading}}',
  'csite.pageAt': 'La página en {{path}}.',
  'csite.showsEdit': 'Muestra tu edición.',
  'csite.showsShipped': 'Muestra el texto original del sitio; el editor parte de él.',
  'csite.notEditable': 'Esta página no se puede editar aquí.',
  'csite.stateShipped': 'Texto original',
  'csite.stateEdited': 'Editada',
  'csite.stateUnpublished': 'Despublicada',
  'csite.updated': 'Actualizada el {{time}}',
  'csite.updatedBy': 'Actualizada el {{time}} por {{name}}',
  'csite.edit': 'Editar',
  'csite.fieldTitle': 'Título (el encabezado de la página y la pestaña del navegador)',
  'csite.textOrPreview': 'Texto o vista previa',
  'csite.write': 'Escribir',
  'csite.preview': 'Vista previa',
  'csite.loadingPreview': 'Cargando la vista previa…',
  'csite.fieldText': 'Texto (Markdown: ## encabezado, **negrita**, - elemento de lista, [enlace](/faq))',
  'csite.published': 'Publicada',
  'csite.publishedHint':
    'Desactivada: los visitantes ven la página «página no encontrada» y la búsqueda deja de mostrarla.',
  'csite.revertToShipped': 'Restablecer el original',
  'csite.save': 'Guardar',
  'csite.revertTitle': '¿Restablecer el texto original?',
  'csite.revertBody':
    'Se elimina la edición y los visitantes vuelven a ver el texto original del sitio. El registro de auditoría guarda constancia.',
  'csite.languages': 'Idiomas',
  'csite.loadingLanguage': 'Cargando la página en este idioma…',
  'csite.behindNotice':
    'Por detrás de la edición en inglés: {{languages}}. Los visitantes en estos idiomas siguen leyendo el texto anterior hasta que guardes el suyo.',
  'csite.behindShort': 'Por detrás de la edición en inglés: {{languages}}',
  'csite.revert': 'Restablecer',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_SITE];
