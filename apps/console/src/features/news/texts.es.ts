import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_NEWS_TEXTS } from './texts';

export const ES_CONSOLE_NEWS: TextsOf<typeof CONSOLE_NEWS_TEXTS> = {
  'cnews.title': 'Noticias',
  'cnews.description':
    'Entradas para las páginas públicas de noticias. Una entrada nueva es un borrador que solo ven los operadores; publícala para mostrarla en el sitio. Cada cambio queda en el registro de auditoría.',
  'cnews.new': 'Nueva entrada',
  'cnews.newTitle': 'Nueva entrada',
  'cnews.editTitle': 'Editar «{{title}}»',
  'cnews.all': 'Todas las entradas',
  'cnews.loading': 'Cargando las entradas',
  'cnews.thePosts': 'las entradas',
  'cnews.thePost': 'la entrada',
  'cnews.none': 'Todavía no hay entradas. Escribe la primera con Nueva entrada.',
  'cnews.draft': 'Borrador',
  'cnews.published': 'Publicada',
  'cnews.byline': 'De {{author}} · cambiada el {{date}}',
  'cnews.publishedOn': 'Publicada el {{date}}',
  'cnews.edit': 'Editar',
  'cnews.field.title': 'Título',
  'cnews.field.slug': 'Dirección web',
  'cnews.field.slugHint': 'La entrada vive en /news/{{slug}}. No puede cambiar mientras la entrada esté publicada.',
  'cnews.field.summary': 'Resumen (se muestra en las listas y bajo el título)',
  'cnews.field.category': 'Categoría',
  'cnews.field.categoryHint':
    'Las páginas de la última guía y lo último sobre seguridad muestran la entrada más reciente de Guides y de Safety.',
  'cnews.field.tags': 'Etiquetas, separadas por comas',
  'cnews.field.body': 'Texto (Markdown: ## título, **negrita**, - elemento de lista, [enlace](/faq))',
  'cnews.writeOrPreview': 'Texto o vista previa',
  'cnews.write': 'Escribir',
  'cnews.preview': 'Vista previa',
  'cnews.previewLabel': 'Vista previa, tal como la mostrará el sitio',
  'cnews.save': 'Guardar',
  'cnews.saveDraft': 'Guardar borrador',
  'cnews.publish': 'Publicar',
  'cnews.unpublish': 'Despublicar',
  'cnews.delete': 'Eliminar borrador',
  'cnews.view': 'Abrir en el sitio',
  'cnews.unpublishTitle': '¿Despublicar «{{title}}»?',
  'cnews.unpublishText':
    'Los visitantes dejan de ver la entrada y su dirección responde «no encontrada» hasta que la vuelvas a publicar. El registro de auditoría lo guarda.',
  'cnews.deleteTitle': '¿Eliminar «{{title}}»?',
  'cnews.deleteText': 'El borrador se elimina para siempre. El registro de auditoría guarda su título.',
  'cnews.languages': 'Idiomas',
  'cnews.languageSaved':
    'Su título, resumen y texto en este idioma están guardados; la dirección, la categoría y las etiquetas se fijan en inglés.',
  'cnews.languageMissing':
    'Aún no está escrita en este idioma: sus visitantes leen el texto en inglés. El formulario parte de él; la dirección, la categoría y las etiquetas se fijan en inglés.',
  'cnews.behindNotice':
    'Por detrás del texto en inglés: {{languages}}. Los visitantes en estos idiomas leen el texto anterior, o el inglés, hasta que guardes el suyo.',
  'cnews.behindShort': 'Por detrás del texto en inglés: {{languages}}',
  'cnews.statusNote.draft': 'Borrador: solo la ven los operadores.',
  'cnews.statusNote.published': 'Publicada: los visitantes ya la ven.',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_NEWS];
