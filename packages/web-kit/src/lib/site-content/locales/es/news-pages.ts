import type { SitePage } from '../../types';

// The news pages in Spanish (lib/site-content/blog-pages.ts, then post-pages.ts), fetched only when Spanish is
// chosen (lib/site-content/translated-pages.ts). The posts themselves come from the API as the operators wrote them;
// a category stays the API's value.
export const ES_NEWS_PAGES: readonly SitePage[] = [
  {
    path: '/blog-grid',
    kind: 'news',
    view: 'grid',
    title: 'Noticias',
    heading: 'Noticias de la plataforma',
    intro:
      'Artículos de los operadores: cómo funcionan los depósitos, el beneficio diario y los retiros, qué ha cambiado y a qué debes prestar atención.',
  },
  {
    path: '/blog-list',
    kind: 'news',
    view: 'list',
    title: 'Todas las noticias, las más recientes primero',
    heading: 'Todas las entradas, de la más reciente a la más antigua',
    intro: 'Una línea por entrada, para que puedas repasar los titulares y abrir la que necesites.',
  },
  {
    path: '/blog-sidebar',
    kind: 'news',
    view: 'topics',
    title: 'Buscar en las noticias',
    heading: 'Encuentra una noticia',
    intro: 'Busca entre las entradas por cualquier palabra, o fíltralas por categoría, etiqueta o autor.',
  },
  {
    path: '/author',
    kind: 'news',
    view: 'authors',
    title: 'Autores de las noticias',
    heading: 'Quién escribe las noticias',
    intro: 'Los operadores que escriben las noticias de la plataforma, cada uno con las entradas que ha publicado.',
  },
  {
    path: '/categories',
    kind: 'news',
    view: 'categories',
    title: 'Categorías de noticias',
    heading: 'Noticias por categoría',
    intro: 'Cada categoría de entradas publicadas, con cuántas entradas contiene.',
  },
  {
    path: '/tags',
    kind: 'news',
    view: 'tags',
    title: 'Etiquetas de noticias',
    heading: 'Noticias por etiqueta',
    intro: 'Cada etiqueta de las entradas publicadas. Elige una para leer las entradas que marca.',
  },
  {
    path: '/search',
    kind: 'search',
    title: 'Página de búsqueda',
    heading: 'Buscar en el sitio',
    intro: 'Encuentra una página o una noticia por cualquier palabra de su título o de su texto.',
  },
  {
    path: '/single-post-standard',
    kind: 'news',
    view: 'latest',
    title: 'Última noticia',
    heading: 'La última noticia',
    intro: 'La entrada más reciente que han publicado los operadores, sea cual sea su tema.',
  },
  {
    path: '/single-post-video',
    kind: 'news',
    view: 'latest',
    category: 'Guides',
    title: 'Última guía',
    heading: 'La última guía',
    intro: 'La guía más reciente de los operadores: cómo funciona una parte de la plataforma, paso a paso.',
  },
  {
    path: '/single-post-gallery',
    kind: 'news',
    view: 'latest',
    category: 'Safety',
    title: 'Lo último sobre seguridad',
    heading: 'Lo último sobre seguridad',
    intro:
      'La entrada más reciente sobre seguridad: las comprobaciones que protegen tu dinero, y los riesgos que persisten.',
  },
];
