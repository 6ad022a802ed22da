import { ES } from '@app/contract/i18n/es';
import { translateWith } from '@app/contract/i18n/translate';
import type { LocaleBundle } from '@app/web-kit/i18n/locale-bundle';
import { ES_UI } from '@app/web-kit/i18n/locales/es';
import { ES_AREAS } from './es-areas';

// Spanish of the members' app: the screens' shared texts (the kit's), the header menu's page names by path, its
// areas' texts and the contract's messages (one chunk).

// The header menu's group names by id, its page names by path.
const LINKS: Record<string, string> = {
  'menu.home': 'Inicio',
  'menu.about': 'Nosotros',
  'menu.services': 'Servicios',
  'menu.pages': 'Páginas',
  'menu.shop': 'Tienda',
  'menu.blog': 'Noticias',
  'menu.contact': 'Contacto',
  'link./home-1': 'Cómo funciona la plataforma',
  'link./home-2': 'Paquetes y beneficio diario',
  'link./home-3': 'Ingresos por referidos y de equipo',
  'link./home-4': 'Depósitos y retiros',
  'link./about-1': 'Sobre la plataforma',
  'link./about-2': 'Nuestros operadores',
  'link./about-3': 'El recorrido de un miembro',
  'link./team': 'Quién opera la plataforma',
  'link./testimonials': 'Nuestros compromisos',
  'link./gallery': 'Las pantallas del miembro',
  'link./services-1': 'Lo que obtienen los miembros',
  'link./services-2': 'Del depósito al retiro',
  'link./services-details': 'Billeteras, transferencias y extractos',
  'link./pricing': 'Precios',
  'link./projects': 'Lo que puedes comprobar',
  'link./faq': 'Preguntas frecuentes',
  'link./events': 'Qué ocurre y cuándo',
  'link./career': 'Formar un equipo',
  'link./courses': 'Guías para nuevos miembros',
  'link./profile-authentication': 'Seguridad de la cuenta',
  'link./membership-levels': 'Niveles de membresía',
  'link./purchase-guide': 'Guía de compra',
  'link./terms-of-service': 'Términos del servicio',
  'link./privacy-policy': 'Política de privacidad',
  'link./404': 'Página 404',
  'link./coming-soon': 'Próximamente',
  'link./shop': 'Comprar un paquete',
  'link./product-details': 'Detalle de los paquetes',
  'link./cart': 'Tu pedido',
  'link./checkout': 'Pagar un paquete',
  'link./blog-grid': 'Noticias',
  'link./blog-list': 'Todas las noticias, las más recientes primero',
  'link./blog-sidebar': 'Buscar en las noticias',
  'link./author': 'Autores de las noticias',
  'link./categories': 'Categorías de noticias',
  'link./tags': 'Etiquetas de noticias',
  'link./search': 'Página de búsqueda',
  'link./single-post-standard': 'Última noticia',
  'link./single-post-video': 'Última guía',
  'link./single-post-gallery': 'Lo último sobre seguridad',
  'link./risk-disclosure': 'Advertencia de riesgos',
};

// Each area's Spanish sits beside its English (`features/withdrawals/texts.es.ts`), registered in es-areas.ts. Eager:
// they all travel in this chunk, which is fetched only once Spanish is chosen.
const AREA_TEXTS: Record<string, string> = Object.assign({}, ...ES_AREAS.flat());

export const ES_BUNDLE: LocaleBundle = {
  ui: { ...ES_UI, ...LINKS, ...AREA_TEXTS },
  translateMessage: (message) => translateWith(message, ES),
};
