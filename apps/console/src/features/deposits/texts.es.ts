import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_DEPOSIT_TEXTS } from './texts';

export const ES_CONSOLE_DEPOSITS: TextsOf<typeof CONSOLE_DEPOSIT_TEXTS> = {
  'cdp.title': 'Depósitos',
  'cdp.description':
    'Comprueba cada transferencia en la cadena y después apruébala o recházala. Por encima del límite de aprobación, un operador aprueba y otro abona.',
  'cdp.what': 'depósitos',
  'cdp.pending': 'Pendientes',
  'cdp.success': 'Aprobados',
  'cdp.reject': 'Rechazados',
  'cdp.all': 'Todos',
  'cdp.emptyPending': 'No hay depósitos en espera',
  'cdp.emptyPendingHint': 'Los depósitos que envían los miembros aparecen aquí hasta que los apruebas o rechazas.',
  'cdp.emptySuccess': 'No hay depósitos aprobados',
  'cdp.emptySuccessHint': 'Aquí aparecen los depósitos que apruebas.',
  'cdp.emptyReject': 'No hay depósitos rechazados',
  'cdp.emptyRejectHint': 'Aquí aparecen los depósitos que rechazas, con su motivo.',
  'cdp.emptyAll': 'Todavía no hay depósitos',
  'cdp.emptyAllHint': 'Aquí aparecen los depósitos que envían los miembros.',
  'cdp.who': '{{amount}} de {{name}}',
  'cdp.amount': 'Importe ',
  'cdp.credited': 'Abonado {{amount}} (el importe encontrado en la cadena)',
  'cdp.reason': 'Motivo: {{reason}}',
  'cdp.submitted': 'Enviado el {{when}}',
  'cdp.reviewed': 'Revisado el {{when}}',
  'cdp.hash': 'Hash de la transacción',
  'cdp.rejectLabel': 'Rechazar {{who}}',
  'cdp.approveLabel': 'Aprobar {{who}}',
  'cdp.rejectButton': 'Rechazar',
  'cdp.approveButton': 'Aprobar',
  'cdp.approveTitle': 'Aprobar el depósito',
  'cdp.approveQuestion': '¿Aprobar {{who}}?',
  'cdp.email': 'Correo del miembro',
  'cdp.submittedLabel': 'Enviado',
  'cdp.checkFirst':
    'Comprueba antes la transferencia en la cadena: la billetera de depósitos del miembro recibe este importe una sola vez.',
  'cdp.rejectTitle': 'Rechazar el depósito',
  'cdp.rejectQuestion': '¿Rechazar {{who}}?',
  'cdp.notChecked': 'Sin comprobar en la cadena: confirma la transferencia en el explorador antes de aprobar.',
  'cdp.chainCheck': 'En la cadena',
  'cdp.notCheckedFact': 'Sin comprobar: el hash es la palabra del miembro',
  'cdp.needsSecond': 'Requiere un segundo operador',
  'cdp.approvedFirst': 'Aprobado primero por {{name}} {{when}}',
  'cdp.othersCredit': ': lo abona otro operador.',
  'cdp.aboveLimit':
    'Por encima del límite de aprobación, solo o con lo que moviste a este miembro en las últimas 24 horas: tú lo apruebas y otro operador lo abona.',
  'cdp.cannotApprove': 'No se puede aprobar: {{reason}}',
  'cdp.approveFirstButton': 'Aprobar (lo abona un segundo operador)',
  'cdp.approveFirstLabel': 'Aprobar {{who}} (lo abona un segundo operador)',
  'cdp.approvedFirstLabel': 'Aprobado primero por',
  'cdp.approveFirstWarning':
    'Tu aprobación aún no abona nada: queda registrada y el depósito espera a un segundo operador, que lo abona. No puedes abonarlo tú.',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_DEPOSITS];
