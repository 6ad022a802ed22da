import type { TextsOf } from '../../i18n/locale-bundle';
import type { NEWS_TEXTS } from './texts';

export const ES_NEWS: TextsOf<typeof NEWS_TEXTS> = {
  'news.draft': 'Borrador: los visitantes no ven esta entrada hasta que se publique.',
  'news.tags': 'Etiquetas',
  'news.tagLink': 'Más entradas con la etiqueta {{tag}}',
  'news.allNews': 'Todas las noticias',
  'news.loadingPost': 'Cargando la entrada',
  'news.loadingPosts': 'Cargando las noticias',
  'news.thePost': 'esta entrada',
  'news.theNews': 'las noticias',
  'news.theTopics': 'los temas de las noticias',
  'news.notFoundTitle': 'Entrada no encontrada',
  'news.notFound': 'Esta entrada no existe o ya no está publicada.',
  'news.none':
    'Todavía no se ha publicado ninguna noticia. Los operadores publican aquí cuando algo cambia; vuelve a mirar más tarde.',
  'news.noneIn': 'Ninguna entrada publicada coincide. Prueba con menos palabras, u otra categoría o etiqueta.',
  'news.noneCategory': 'Todavía no se ha publicado ninguna entrada en {{category}}.',
  'news.read': 'Leer la entrada',
  'news.postCount': 'Entradas: {{count}}',
  'news.searchLabel': 'Buscar en las noticias',
  'news.searchSubmit': 'Buscar',
  'news.categories': 'Categorías',
  'news.tagsHeading': 'Etiquetas',
  'news.filtered': 'Entradas {{filter}}.',
  'news.inCategory': 'en {{category}}',
  'news.withTag': 'con la etiqueta {{tag}}',
  'news.byAuthor': 'de {{author}}',
  'news.matching': 'que contienen «{{search}}»',
  'news.clear': 'Mostrar todas',
  'news.authorPosts': 'Entradas de {{author}}',
  'news.categoryPosts': 'Entradas en {{category}}',
  'news.searchHits': 'Noticias',
  'news.searchLoading': 'Buscando en las noticias',
  'news.searchError': 'Ahora mismo no se han podido buscar las noticias.',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_NEWS];
