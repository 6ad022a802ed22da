import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { DEPOSIT_TEXTS } from './texts';

export const ES_DEPOSITS: TextsOf<typeof DEPOSIT_TEXTS> = {
  'dep.historyTitle': 'Historial de depósitos',
  'dep.new': 'Nuevo depósito',
  'dep.loadingList': 'Cargando tus depósitos',
  'dep.yours': 'tus depósitos',
  'dep.list': 'Depósitos',
  'dep.amount': 'Importe ',
  'dep.reason': 'Motivo: {{reason}}',
  'dep.hash': 'Hash de la transacción ',
  'dep.copyHash': 'Copiar el hash de la transacción {{short}}',
  'dep.loadingDetails': 'Cargando los datos del depósito',
  'dep.theDetails': 'los datos del depósito',
  'dep.nothingOnPage': 'No hay nada en esta página',
  'dep.noneYet': 'Todavía no hay depósitos',
  'dep.earlierPages': 'Tus depósitos están en las páginas anteriores.',
  'dep.noneHint': 'Los depósitos que envíes aparecen aquí con su estado.',
  'dep.goToPage1': 'Ir a la página 1',
  'dep.make': 'Hacer un depósito',
  'dep.ownTitle': 'Tu dirección de depósito',
  'dep.ownNote':
    'Esta dirección es solo tuya. Todo el USDT (BEP-20) que llegue a ella se abona automáticamente en tu billetera electrónica cuando {{confirmations}} bloques lo hayan confirmado: no hace falta pegar ningún hash.',
  'dep.ownDust': 'Una transferencia inferior a {{amount}} se registra, pero no se abona.',
  'dep.transfersTitle': 'Transferencias a tu dirección',
  'dep.transfersNote':
    'Una transferencia aparece aquí en menos de un minuto tras llegar a la cadena y se abona cuando es definitiva.',
  'dep.transfersLoading': 'Cargando las transferencias a tu dirección',
  'dep.theTransfers': 'las transferencias a tu dirección',
  'dep.transfersNone': 'Todavía no se ha visto ninguna transferencia',
  'dep.transfersNoneHint': 'Envía USDT (BEP-20) a tu dirección de depósito de arriba; aparecerá aquí por sí sola.',
  'dep.transfers': 'Transferencias',
  'dep.confirming': 'Confirmando: {{count}} de {{needed}} bloques',
  'dep.credited': 'Abonada',
  'dep.dust': 'No abonada: inferior a {{amount}}',
  'dep.dropped': 'No abonada: salió de la cadena',
  'dep.from': 'Desde {{address}}',
  'dep.hashFormOwnSummary': '¿No se ha abonado tras un rato? Haz comprobar una transferencia por su hash',
  'dep.hashFormOwn':
    '¿Ya la enviaste? No tienes que hacer nada: se abona sola. Aun así puedes introducir el hash abajo para comprobarla ahora; una transferencia nunca se abona dos veces.',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_DEPOSITS];
