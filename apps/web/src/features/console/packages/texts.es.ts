import type { TextsOf } from '../../../i18n/locale-bundle';
import type { CONSOLE_PACKAGE_TEXTS } from './texts';

export const ES_CONSOLE_PACKAGES: TextsOf<typeof CONSOLE_PACKAGE_TEXTS> = {
  'cpk.title': 'Paquetes',
  'cpk.description':
    'Todos los paquetes, activos o no, del más barato al más caro, como los ven los miembros en Stake.',
  'cpk.newPackage': 'Nuevo paquete',
  'cpk.termsNotice':
    'Los pedidos conservan las condiciones con las que se compraron: un cambio aquí solo se aplica a los pedidos comprados después.',
  'cpk.loading': 'Cargando los paquetes',
  'cpk.thePackages': 'los paquetes',
  'cpk.empty': 'Aún no hay paquetes',
  'cpk.emptyHint': 'Añade el primer paquete; los miembros pueden comprarlo en Stake en cuanto esté activo.',
  'cpk.nothingChanged': 'No ha cambiado nada: primero edita un campo.',
  'cpk.active': 'Activo',
  'cpk.inactive': 'Inactivo',
  'cpk.onStakeUnder': 'En Stake, en la pestaña {{tab}}',
  'cpk.price': 'Precio',
  'cpk.amount': 'Importe',
  'cpk.handlingFee': 'Comisión de gestión',
  'cpk.none': 'Ninguna',
  'cpk.dailyYield': 'Rendimiento diario',
  'cpk.maturity': 'Vencimiento',
  'cpk.days': '{{days}} días',
  'cpk.activate': 'Activar',
  'cpk.deactivate': 'Desactivar',
  'cpk.edit': 'Editar',
  'cpk.editTitle': 'Editar {{title}}',
  'cpk.editNote':
    'Las nuevas condiciones se aplican a los pedidos comprados a partir de ahora; los pedidos existentes conservan las suyas.',
  'cpk.newNote': 'Los miembros pueden comprar un paquete activo en Stake al momento.',
  'cpk.fieldTitle': 'Título',
  'cpk.tab': 'Pestaña en Stake',
  'cpk.tabHint': 'Dónde lo encuentran los miembros en la página Stake.',
  'cpk.priceField': 'Precio (USDT)',
  'cpk.priceHint': 'Se compra entero a este precio, o es el importe mínimo de un rango.',
  'cpk.maxField': 'Importe máximo (USDT)',
  'cpk.maxHint':
    'Déjalo vacío para un precio fijo. Si lo indicas, los miembros eligen cualquier importe desde el precio hasta este.',
  'cpk.feeField': 'Comisión de gestión (%)',
  'cpk.feeHint': 'Se cobra aparte del importe al comprar y se la queda la plataforma; 0 para ninguna.',
  'cpk.yieldField': 'Rendimiento diario (%)',
  'cpk.yieldHint': 'Sobre el importe invertido, pagado cada día.',
  'cpk.maturityField': 'Vencimiento (días)',
  'cpk.maturityHint': 'Días pagados hasta que vence el pedido.',
  'cpk.status': 'Estado',
  'cpk.statusHint': 'Solo se puede comprar un paquete activo.',
  'cpk.save': 'Guardar los cambios',
  'cpk.add': 'Añadir el paquete',
  'cpk.settlement': 'Liquidación diaria',
  'cpk.settlementNote':
    'Paga la ganancia de hoy de cada pedido activo que aún no se haya pagado hoy, como hace la liquidación automática. Nada se paga dos veces.',
  'cpk.runNow': 'Liquidar ahora',
  'cpk.runQuestion': '¿Realizar la liquidación de hoy?',
  'cpk.runWarning':
    'Los pedidos activos de todos los miembros que aún se deben hoy se pagan ahora, con sus ingresos por nivel.',
  'cpk.run': 'Realizar la liquidación',
  'cpk.outcome': '{{day}}: {{orders}} de {{members}} pagados, {{amount}} en total.',
  'cpk.oneOrder': '{{number}} pedido',
  'cpk.orders': '{{number}} pedidos',
  'cpk.oneMember': '{{number}} miembro',
  'cpk.members': '{{number}} miembros',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_PACKAGES];
