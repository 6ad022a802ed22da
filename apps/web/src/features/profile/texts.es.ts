import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { MY_PAGE_TEXTS } from './my-page-texts';
import type { STATEMENT_KIND_TEXTS, STATEMENT_TEXTS } from './statement-texts';
import type { PROFILE_TEXTS } from './texts';

export const ES_MY_PAGE: TextsOf<typeof MY_PAGE_TEXTS> = {
  'myPage.profile': 'tu perfil',
  'myPage.rankProgress': 'tu progreso de rango',
};

export const ES_RANK: TextsOf<typeof PROFILE_TEXTS> = {
  'rank.title': 'Progreso de rango',
  'rank.levelNote':
    'Aquí, nivel es tu rango. Los niveles de equipo A, B y C son las profundidades de tu equipo por debajo de ti.',
  'rank.firstPackage': 'Tu primer paquete',
  'rank.teamCapital': 'Capital del equipo (A + B + C, en paquetes activos ahora)',
  'rank.activeDirects': 'Miembros directos activos (equipo A)',
  'rank.missingFirst': 'un primer paquete',
  'rank.missingCapital': '{{amount}} más de capital del equipo',
  'rank.missingDirectOne': '{{count}} miembro directo activo más',
  'rank.missingDirectOther': '{{count}} miembros directos activos más',
  'rank.of': '{{current}} de {{required}}',
  'rank.done': 'Cumplido',
  'rank.missing': 'Falta: {{what}}',
  'rank.level': 'Nivel {{rank}}',
  'rank.none': 'Aún sin rango',
  'rank.top': '{{current}}: has alcanzado el rango más alto. No hay un rango siguiente.',
  'rank.current': 'Rango actual',
  'rank.next': 'Rango siguiente',
  'rank.reward': 'Recompensa',
  'rank.asks': 'Lo que pide el Nivel {{rank}}',
  'rank.allMet':
    'Cumples todos los requisitos: el Nivel {{rank}} se asigna con el próximo paquete que se compre en tu equipo.',
  'rank.toReach': 'Para llegar al Nivel {{rank}} necesitas {{what}}.',
  'rank.and': ' y ',
  'rank.pays': ' Paga una recompensa única de {{amount}}.',
  'rank.choose': 'Elegir un paquete',
  'rank.yourProgress': 'tu progreso de rango',
  'rank.loading': 'Cargando tu progreso de rango',
};

export const ES_STATEMENT: TextsOf<typeof STATEMENT_TEXTS> = {
  'st.title': 'Extracto',
  'st.intro':
    'Cada abono y cargo de la billetera, del más reciente al más antiguo, con el saldo justo después. La primera fila de la primera página muestra el saldo que tiene ahora la billetera.',
  'st.wallet': 'Billetera',
  'st.deposit': 'Billetera electrónica',
  'st.income': 'Billetera flexible',
  'st.from': 'Desde',
  'st.to': 'Hasta',
  'st.show': 'Mostrar estos días',
  'st.loading': 'Cargando tu extracto',
  'st.yours': 'tu extracto',
  'st.nothingInDays': 'Nada en estos días',
  'st.noneYet': 'Todavía no hay movimientos',
  'st.otherDays': 'Elige otros días o bórralos para ver el extracto completo.',
  'st.noneHint': 'Aquí aparecen los depósitos, compras, ingresos y retiros de esta billetera.',
  'st.countOne': '{{count}} movimiento',
  'st.countOther': '{{count}} movimientos',
  'st.csv': 'Descargar CSV',
  'st.credit': 'Abono ',
  'st.debit': 'Cargo ',
  'st.balance': 'Saldo {{amount}}',
};

export const ES_STATEMENT_KINDS: TextsOf<typeof STATEMENT_KIND_TEXTS> = {
  'st.kind.deposit': 'Depósito abonado',
  'st.kind.package:purchase': 'Compra de paquete',
  'st.kind.package:fee': 'Comisión de gestión del paquete',
  'st.kind.withdrawal:income:hold': 'Retiro solicitado',
  'st.kind.withdrawal:capital:hold': 'Retiro de capital solicitado',
  'st.kind.withdrawal:return': 'Retiro rechazado: importe devuelto',
  'st.kind.withdrawal:return:cancelled': 'Retiro cancelado: importe devuelto',
  'st.kind.adjustment': 'Ajuste de un operador',
  'st.kind.transfer:sent': 'Transferencia enviada',
  'st.kind.transfer:received': 'Transferencia recibida',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_MY_PAGE, ES_RANK, ES_STATEMENT, ES_STATEMENT_KINDS];
