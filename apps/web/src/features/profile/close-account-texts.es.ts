import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CLOSE_ACCOUNT_TEXTS } from './close-account-texts';

export const ES_CLOSE_ACCOUNT: TextsOf<typeof CLOSE_ACCOUNT_TEXTS> = {
  'cac.title': 'Cerrar mi cuenta',
  'cac.erased':
    'Al cerrarla se borran tu nombre, tu correo, tu teléfono y tu documento de identidad, y se cierran todas tus sesiones. No se puede deshacer.',
  'cac.kept':
    'Conservamos tus registros de dinero (depósitos, retiros, ingresos, transferencias) y tu lugar en el equipo, sin tu nombre: lo exige la ley sobre registros financieros, y los miembros que invitaste conservan su equipo.',
  'cac.conditions':
    'Puedes cerrarla cuando tus billeteras estén a cero, no tengas ningún paquete activo y no haya ninguna solicitud abierta (un depósito, retiro o transferencia). Al saldo inferior al mínimo de retiro, que no se puede retirar, puedes renunciar.',
  'cac.start': 'Cerrar mi cuenta…',
  'cac.password': 'Contraseña',
  'cac.code': 'Código de tu aplicación de autenticación',
  'cac.understand': 'Entiendo que no se puede deshacer',
  'cac.understandRequired': 'Confirma que entiendes que no se puede deshacer',
  'cac.giveUp':
    'Renuncio a los {{amount}} que quedan en mis billeteras. Están por debajo del mínimo de retiro de {{minimum}}, así que no se pueden retirar, y no se pagarán ni se devolverán.',
  'cac.giveUpRequired': 'Confirma que renuncias a {{amount}}: tu cuenta no se puede cerrar con ellos',
  'cac.submit': 'Cerrar mi cuenta definitivamente',
  'cac.cancel': 'Conservar mi cuenta',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CLOSE_ACCOUNT];
