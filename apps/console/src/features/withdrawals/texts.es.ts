import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_WITHDRAWAL_TEXTS } from './texts';

export const ES_CONSOLE_WITHDRAWALS: TextsOf<typeof CONSOLE_WITHDRAWAL_TEXTS> = {
  'cwd.title': 'Retiros',
  'cwd.description':
    'Envía el importe neto a la dirección y después registra el pago; o recházalo para devolver el importe. Por encima del límite de aprobación, un operador aprueba y otro paga.',
  'cwd.what': 'retiros',
  'cwd.pending': 'Pendientes',
  'cwd.success': 'Pagados',
  'cwd.reject': 'Rechazados',
  'cwd.all': 'Todos',
  'cwd.emptyPending': 'No hay retiros en espera',
  'cwd.emptyPendingHint':
    'Las solicitudes que los miembros confirman con el código del correo aparecen aquí hasta que las pagas o rechazas.',
  'cwd.emptySuccess': 'No hay retiros pagados',
  'cwd.emptySuccessHint': 'Aquí aparecen los retiros que marcas como pagados, con su hash.',
  'cwd.emptyReject': 'No hay retiros rechazados',
  'cwd.emptyRejectHint': 'Aquí aparecen los retiros que rechazas, con su motivo.',
  'cwd.emptyAll': 'Todavía no hay retiros',
  'cwd.emptyAllHint': 'Aquí aparecen las solicitudes que confirman los miembros.',
  'cwd.rejectTitle': 'Rechazar el retiro',
  'cwd.rejectQuestion':
    '¿Rechazar {{amount}} de {{name}}? {{amount}} (comisión incluida) vuelve a su billetera flexible.',
  'cwd.rejectQuestionRefund':
    '¿Rechazar {{amount}} de {{name}}? {{amount}} (comisión incluida) vuelve a su billetera electrónica.',
  'cwd.rejectQuestionCapital':
    '¿Rechazar {{amount}} de {{name}}? {{amount}} (comisión incluida) vuelve a su billetera flexible; el pedido sigue cerrado.',
  'cwd.capitalOf': 'Capital de {{title}}',
  'cwd.aPackage': 'un paquete',
  'cwd.flexible': 'Billetera flexible',
  'cwd.electronicRefund': 'Reembolso de la billetera electrónica (siempre aprobado por un segundo operador)',
  'cwd.to': '{{amount}} a {{name}}',
  'cwd.amount': 'Importe',
  'cwd.charge': 'Comisión {{percent}}',
  'cwd.net': 'Neto',
  'cwd.reason': 'Motivo: {{reason}}',
  'cwd.cancelledNote':
    'El miembro lo canceló desde el enlace del correo; el importe completo volvió a su billetera flexible.',
  'cwd.requested': 'Solicitado el {{when}}',
  'cwd.toAddress': 'A {{address}}',
  'cwd.address': 'Dirección',
  'cwd.paidIn': 'Pagado en {{hash}}',
  'cwd.payoutHash': 'Hash de la transacción del pago',
  'cwd.needsSecond': 'Requiere un segundo operador',
  'cwd.memberBlocked': 'Miembro bloqueado',
  'cwd.approvedBy': 'Aprobado por {{name}} {{when}}',
  'cwd.othersPay': ': lo paga otro operador.',
  'cwd.aboveLimit': 'Por encima del límite de aprobación: un operador lo aprueba y otro lo paga.',
  'cwd.everyRefund': 'Un reembolso: un operador lo aprueba y otro lo paga, sea cual sea su importe.',
  'cwd.newAddress': 'Dirección nueva',
  'cwd.onHold':
    'Retenido hasta el {{when}}: nunca se pagó al miembro en esta dirección, así que no se puede pagar antes.',
  'cwd.cancelledAt': 'Cancelado el {{when}}',
  'cwd.reviewedAt': 'Revisado el {{when}}',
  'cwd.cannotPay': 'Aún no se puede pagar: {{reason}}',
  'cwd.rejectLabel': 'Rechazar {{who}}',
  'cwd.approveLabel': 'Aprobar {{amount}} de {{name}}',
  'cwd.payLabel': 'Pagar {{who}}',
  'cwd.rejectButton': 'Rechazar',
  'cwd.approveButton': 'Aprobar',
  'cwd.payButton': 'Pagar',
  'cwd.approveTitle': 'Aprobar el retiro',
  'cwd.approveQuestion':
    '¿Aprobar {{amount}} de {{name}}? La dirección recibe {{net}} tras la comisión del {{percent}}.',
  'cwd.email': 'Correo del miembro',
  'cwd.from': 'Origen',
  'cwd.approveNote': 'Cuando lo apruebes, lo paga otro operador: no puedes pagar un retiro que aprobaste.',
  'cwd.payTitle': 'Pagar el retiro',
  'cwd.payQuestion':
    '¿Pagar {{amount}} a {{name}}? Envíalo a esta dirección y después registra el hash de la transacción del pago.',
  'cwd.copyAddress': 'Copiar la dirección',
  'cwd.asked': '{{source}}: {{amount}} solicitados, {{charge}} de comisión ({{percent}}).',
  'cwd.notApproved':
    'Aún no aprobado: por encima del límite de aprobación, otro operador lo aprueba antes de poder pagarlo.',
  'cwd.approvedOnly': 'Aprobado por {{name}}: solo otro operador puede pagarlo.',
  'cwd.chainCheck':
    'El hash se comprueba en BNB Smart Chain antes de registrarse: una transferencia definitiva de USDT de exactamente {{amount}} desde la dirección de tesorería a esta dirección.',
  'cwd.noCheck':
    'El hash se registra tal cual y no se comprueba en la cadena: asegúrate de que es la transferencia que enviaste.',
  'cwd.markPaid': 'Marcar como pagado',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_WITHDRAWALS];
