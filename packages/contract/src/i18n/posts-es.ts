import type { POSTS_MSG } from '../posts';

// Spanish for the news API and editor (POSTS_MSG), kept beside es.ts so the news texts change in one place.
export const POSTS_ES: { readonly [K in keyof typeof POSTS_MSG]: string } = {
  titleRequired: 'Escribe un título de 1 a 120 caracteres.',
  slugInvalid:
    'Escribe una dirección web de 3 a 80 caracteres: letras minúsculas y cifras en palabras unidas por guiones simples.',
  summaryRequired: 'Escribe un resumen de 1 a 300 caracteres.',
  bodyRequired: 'Escribe la entrada: de 1 a 50.000 caracteres.',
  categoryRequired: 'Escribe una categoría de 1 a 40 caracteres.',
  tagsInvalid: 'Pon como mucho 8 etiquetas, cada una de 1 a 30 caracteres.',
  searchTooLong: 'Busca como mucho 100 caracteres.',
  filterTooLong: 'Una categoría, etiqueta o autor tiene como mucho 120 caracteres.',
  statusInvalid: 'El estado debe ser all, draft o published.',
  notFound: 'Esta entrada no existe o no está publicada.',
  noPost: 'No hay ninguna entrada con este id.',
  slugTaken: 'Otra entrada ya usa esta dirección web. Elige otra.',
  slugLocked:
    'Una entrada publicada conserva su dirección web para que sus enlaces sigan funcionando. Despublícala para cambiarla.',
  created: 'Borrador guardado. Los visitantes no lo ven hasta que lo publiques.',
  saved: 'Entrada guardada.',
  published: 'Entrada publicada. Los visitantes ya la ven.',
  alreadyPublished: 'Esta entrada ya está publicada.',
  unpublished: 'Entrada despublicada: vuelve a ser un borrador y los visitantes ya no la ven.',
  alreadyDraft: 'Esta entrada ya es un borrador.',
  deleted: 'Borrador eliminado.',
  deletePublished: 'Despublica la entrada antes de eliminarla.',
  englishFirst: 'Escribe primero la entrada en inglés: sus textos en español e hindi se añaden cuando ya existe.',
};
