import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { DEPOSIT_ADDRESS_TEXTS } from './texts';

export const ES_CONSOLE_DEPOSIT_ADDRESSES: TextsOf<typeof DEPOSIT_ADDRESS_TEXTS> = {
  'cda.title': 'Direcciones de depósito',
  'cda.description':
    'La dirección de depósito propia de cada miembro, derivada de DEPOSIT_XPUB: lo que contiene, para barrer, y las transferencias abonadas desde la cadena.',
  'cda.sharedMode':
    'Ahora los miembros depositan en una única dirección compartida. Cambia Direcciones de depósito a una por miembro en Ajustes para dar a cada miembro una dirección propia.',
  'cda.sharedNotReady': 'Antes, el servidor necesita DEPOSIT_XPUB y un nodo de la cadena.',
  'cda.sweepTitle': 'Para barrer',
  'cda.sweepIntro':
    'Direcciones de miembros que contienen USDT, leídas ahora en la cadena. El servidor no puede mover estos fondos: firma el barrido con tu propia billetera, sin conexión, a partir de esta lista (la misma que npm run sweep:plan).',
  'cda.readAgain': 'Leer de nuevo',
  'cda.downloadCsv': 'Descargar CSV',
  'cda.noAddresses': 'Ningún miembro tiene todavía una dirección de depósito.',
  'cda.reading': 'Leyendo los saldos en la cadena',
  'cda.theBalances': 'los saldos en la cadena',
  'cda.nothingToSweep': 'Nada que barrer: ninguna dirección de miembro contiene USDT en el bloque {{block}}.',
  'cda.sweepTotal': '{{total}} en {{count}} direcciones en el bloque {{block}}',
  'cda.sweepList': 'Direcciones para barrer',
  'cda.copyAddress': 'Copiar la dirección {{index}}',
  'cda.transfersTitle': 'Transferencias vistas',
  'cda.transfersIntro':
    'Se abonan cuando son definitivas, cada registro de transacción una sola vez. El polvo se registra, no se abona: el USDT queda en la dirección, para barrer.',
  'cda.show': 'Mostrar',
  'cda.every': 'Todas las transferencias',
  'cda.transfers': 'transferencias',
  'cda.noneInState': 'No hay transferencias en este estado',
  'cda.noneInStateHint': 'Elige otro, o muestra todas las transferencias.',
  'cda.noneYet': 'Todavía no se ha visto ninguna transferencia',
  'cda.noneYetHint': 'El USDT enviado a la dirección propia de un miembro aparece aquí.',
  'cda.status.pending': 'Confirmando',
  'cda.status.credited': 'Abonada',
  'cda.status.dust': 'Polvo: no abonada',
  'cda.status.dropped': 'Descartada por una reorganización',
  'cda.confirming': 'Confirmando: {{count}} de {{needed}} bloques',
  'cda.addressIndex': 'dirección n.º {{index}}',
  'cda.logBlock': 'registro {{log}} · bloque {{block}}',
  'cda.seen': 'vista {{time}}',
  'cda.settled': 'resuelta {{time}}',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_DEPOSIT_ADDRESSES];
