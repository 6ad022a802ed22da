import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { RESERVES_TEXTS } from './texts';

export const ES_RESERVES: TextsOf<typeof RESERVES_TEXTS> = {
  'rsv.nothingOwed': 'Nada adeudado',
  'rsv.liabilitiesTotal': 'Pasivos totales',
  'rsv.reserves': 'Reservas',
  'rsv.ratio': 'Ratio de reservas',
  'rsv.members': 'Miembros incluidos',
  'rsv.latest': 'Última instantánea',
  'rsv.taken': 'Tomada el {{when}}',
  'rsv.noneOnChain':
    'No se encontró ninguna reserva en la cadena para esta instantánea, así que no demuestra que los saldos de los miembros estén cubiertos.',
  'rsv.noneDeclared':
    'No se declaró ninguna reserva para esta instantánea, así que no demuestra que los saldos de los miembros estén cubiertos.',
  'rsv.root': 'Hash raíz',
  'rsv.source': 'De dónde sale la cifra de reservas',
  'rsv.readOnChain': 'USDT que tiene {{address}} en BNB Smart Chain en el bloque {{block}}',
  'rsv.declared': 'Declarada por el operador, no verificada en la cadena: {{source}}',
  'rsv.readOnChainMembers':
    'USDT que tienen {{address}} y {{count}} direcciones de depósito de miembros en BNB Smart Chain en el bloque {{block}}',
  'rsv.reservesDeclared': 'Reservas (declaradas)',
  'rsv.ratioDeclared': 'Ratio sobre las reservas declaradas',
  'rsv.verified': 'Verificada en la cadena',
  'rsv.notVerified': 'Declarada, no verificada',
  'rsv.declaredRow': '{{amount}} (declaradas)',
  'rsv.chartNeedsTwo': 'El gráfico empieza con la segunda instantánea; las cifras de esta están arriba.',
  'rsv.history': 'Historial',
  'rsv.figures': 'Cifras de cada instantánea',
  'rsv.day': 'Día',
  'rsv.liabilities': 'Pasivos',
  'rsv.ratioShort': 'Ratio',
  'rsv.checkOwn': 'Comprueba tu propio saldo',
  'rsv.signInToCheck':
    'Inicia sesión para comprobar, en este navegador, que tu saldo está incluido en el total de arriba.',
  'rsv.signIn': 'Iniciar sesión',
  'rsv.how':
    'Obtiene tu hoja de la última instantánea y los hashes y sumas que la acompañan, y recalcula la raíz aquí, en tu navegador. No contiene el saldo ni la identidad de nadie más.',
  'rsv.verify': 'Verificar mi saldo',
  'rsv.included': 'Tu saldo de {{amount}} está incluido.',
  'rsv.against': 'Verificado con la raíz {{root}}… de la instantánea tomada el {{when}}.',
  'rsv.failed': 'Tu prueba NO se ha verificado: {{reason}}',
  'rsv.download': 'Descargar la prueba (JSON)',
  'rsv.offline':
    'Comprueba el archivo sin conexión con {{command}} desde el código de la plataforma, o con cualquier herramienta SHA-256 que siga el formato publicado.',
  'rsv.title': 'Prueba de reservas',
  'rsv.intro':
    'Una vez al día se suma el saldo de cada miembro (las dos billeteras, los retiros pendientes y el capital de los paquetes) en un árbol de Merkle de sumas, y la reserva se lee en el mismo momento. Cada miembro puede comprobar que su saldo está en el total.',
  'rsv.loading': 'Cargando la prueba de reservas',
  'rsv.the': 'la prueba de reservas',
  'rsv.noSnapshot': 'Todavía no hay instantánea',
  'rsv.noSnapshotHint':
    'Aún no se ha tomado la primera instantánea de la prueba de reservas. Se toma una vez al día; vuelve más tarde.',
  'rsv.chartOne': 'Reservas y pasivos de la última instantánea',
  'rsv.chartOther': 'Reservas y pasivos de las últimas {{count}} instantáneas',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_RESERVES];
