import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { INCOME_TEXTS } from './texts';

export const ES_INCOME: TextsOf<typeof INCOME_TEXTS> = {
  'inc.all.title': 'Todos los ingresos',
  'inc.all.short': 'Todos',
  'inc.all.empty':
    'Los ingresos aparecen aquí cuando tienes un paquete y cobras tu ganancia diaria en Reserva, y cuando la plataforma te abona un bono.',
  'inc.all.action': 'Ver paquetes',
  'inc.trading.empty': 'Compra un paquete y cobra tu ganancia cada día con la moneda de Reserva.',
  'inc.trading.action': 'Ir a Reserva',
  'inc.level.empty':
    'Ganas ingresos por nivel cuando los miembros de tus equipos A, B y C cobran ganancias de trading.',
  'inc.level.action': 'Ver mi equipo',
  'inc.direct.empty':
    'Ganas ingresos directos cuando alguien a quien referiste compra un paquete. Comparte tu enlace de referido.',
  'inc.direct.action': 'Obtener mi enlace de referido',
  'inc.reward.empty': 'Se paga una recompensa única cada vez que alcanzas un nivel nuevo.',
  'inc.bonus.empty': 'Aquí aparecen los bonos que la plataforma abona en tu billetera flexible.',
  'inc.lists': 'Listas de ingresos',
  'inc.total': 'Total',
  'inc.today': 'Hoy',
  'inc.loading': 'Cargando {{what}}',
  'inc.nothingOnPage': 'No hay nada en esta página',
  'inc.goToPage1': 'Ir a la página 1',
  'inc.noIncome': 'Todavía no hay ingresos',
  'inc.noBonus': 'Todavía no hay bonos',
  'inc.earlierIncomes': 'Tus ingresos están en las páginas anteriores.',
  'inc.earlierBonuses': 'Tus bonos están en las páginas anteriores.',
  'inc.incomes': 'Ingresos',
  'inc.bonuses': 'Bonos',
  'inc.amount': 'Importe ',
  'inc.amountColumn': 'Importe',
  'inc.for': 'Motivo',
  'inc.from': 'De',
  'inc.how': 'Cálculo',
  'inc.levelN': 'Nivel {{level}}',
  'inc.basis': '{{percent}} de {{amount}} ({{rule}})',
  'inc.lastDays': 'Últimos {{count}} días',
  'inc.noneInDays': 'Sin ingresos en los últimos {{count}} días.',
  'inc.summary': '{{total}} en los últimos {{count}} días; el mejor día fue el {{day}}, con {{best}}.',
  'inc.perDay': 'Ingresos por día',
  'inc.day': 'Día',
  'inc.dayToday': '{{day}} (hoy)',
  'inc.chartCaption': 'Ingresos por día, últimos {{count}} días',
  'inc.daysShown': 'Días mostrados',
  'inc.days': '{{count}} días',
  'inc.loadingChart': 'Cargando el gráfico',
  'inc.inTheseDays': '{{total}} en estos {{count}} días.',
  'inc.noneInTheseDays': 'Sin ingresos en estos {{count}} días.',
  'inc.kinds': 'Tipos de ingreso',
  'inc.slider': 'Día de los últimos {{count}} días',
  'inc.chartHint':
    'USDT por día de la plataforma ({{zone}}). Toca una barra, o enfoca el gráfico y usa las flechas, para leer un día.',
  'inc.byKindCaption': 'Ingresos por día y tipo, en USDT',
  'inc.yourChart': 'tu gráfico de ingresos',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_INCOME];
