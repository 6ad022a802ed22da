import type { TextsOf } from '../i18n/locale-bundle';
import type { ISSUE_FIELD_TEXTS, ISSUE_TEXTS } from './issue-texts';

// A field's words carry their article, so each sentence reads for either gender.
export const ES_ISSUE: TextsOf<typeof ISSUE_TEXTS> = {
  'issue.enterThe': 'Introduce {{field}}.',
  'issue.enterValid': 'Introduce un valor válido para {{field}}.',
  'issue.chooseValid': 'Elige un valor válido para {{field}}.',
  'issue.charsAtLeast': 'Escribe al menos {{limit}} caracteres en {{field}}.',
  'issue.charsAtMost': 'Escribe como máximo {{limit}} caracteres en {{field}}.',
  'issue.chooseAtLeast': 'Elige al menos {{limit}} para {{field}}.',
  'issue.chooseAtMost': 'Elige como máximo {{limit}} para {{field}}.',
  'issue.atLeast': 'Para {{field}}, introduce como mínimo {{limit}}.',
  'issue.atMost': 'Para {{field}}, introduce como máximo {{limit}}.',
  'issue.unknownFields':
    'La solicitud tiene campos que este formulario no admite. Recarga la página y vuelve a intentarlo.',
};

export const ES_ISSUE_FIELDS: TextsOf<typeof ISSUE_FIELD_TEXTS> = {
  'issue.field.email': 'el correo electrónico',
  'issue.field.password': 'la contraseña',
  'issue.field.oldPassword': 'la contraseña actual',
  'issue.field.confirmPassword': 'la confirmación de la contraseña',
  'issue.field.otp': 'el código',
  'issue.field.code': 'el código',
  'issue.field.fullName': 'el nombre completo',
  'issue.field.name': 'el nombre',
  'issue.field.phone': 'el teléfono',
  'issue.field.amount': 'el importe',
  'issue.field.reason': 'el motivo',
  'issue.field.address': 'la dirección',
  'issue.field.transaction_id': 'el hash de la transacción',
  'issue.field.transactionHash': 'el hash de la transacción',
  'issue.field.receiverId': 'el UID del destinatario',
  'issue.field.referBy': 'el código de referido',
  'issue.field.title': 'el título',
  'issue.field.description': 'la descripción',
  'issue.field.price': 'el precio',
  'issue.field.maxPrice': 'el precio máximo',
  'issue.field.yield': 'el rendimiento',
  'issue.field.maturity': 'el vencimiento',
  'issue.field.handlingFee': 'la comisión de gestión',
  'issue.field.category': 'la categoría',
  'issue.field.status': 'el estado',
  'issue.field.kind': 'el tipo',
  'issue.field.wallet': 'la billetera',
  'issue.field.country': 'el país',
  'issue.field.dateOfBirth': 'la fecha de nacimiento',
  'issue.field.documentType': 'el tipo de documento',
  'issue.field.documentNumber': 'el número de documento',
  'issue.field.page': 'la página',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_ISSUE, ES_ISSUE_FIELDS];
