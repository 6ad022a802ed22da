import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CREDITS_TEXTS } from './texts';

export const ES_CONSOLE_CREDITS: TextsOf<typeof CREDITS_TEXTS> = {
  'cr.title': 'Abonos',
  'cr.description':
    'Ajustes de saldo. Un abono por encima del límite de aprobación solo se contabiliza cuando lo aprueba un segundo operador.',
  'cr.what': 'ajustes',
  'cr.pending': 'Pendientes',
  'cr.posted': 'Contabilizados',
  'cr.rejected': 'Rechazados',
  'cr.emptyPending': 'No hay abonos en espera',
  'cr.emptyPendingHint':
    'Un abono por encima del límite de aprobación espera aquí hasta que lo revise un operador distinto del que lo solicitó.',
  'cr.emptyPosted': 'No hay ajustes contabilizados',
  'cr.emptyPostedHint': 'Aquí aparecen los abonos y cargos del libro contable, los más recientes primero.',
  'cr.emptyRejected': 'No hay abonos rechazados',
  'cr.emptyRejectedHint': 'Aquí aparecen los abonos que rechaza un segundo operador.',
  'cr.postedAtOnce': 'Contabilizado al instante: no hacía falta un segundo operador.',
  'cr.approvedBy': 'Aprobado por {{name}} el {{when}}',
  'cr.rejectedBy': 'Rechazado por {{name}} el {{when}}',
  'cr.uid': 'UID {{uid}}',
  'cr.amount': 'Importe ',
  'cr.reason': 'Motivo: ',
  'cr.requestedBy': 'Solicitado por {{name}} el {{when}}',
  'cr.actsOn': '{{amount}} a la {{wallet}} de {{name}}',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_CREDITS];
