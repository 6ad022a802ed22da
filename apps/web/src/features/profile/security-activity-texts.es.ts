import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { SECURITY_ACTIVITY_TEXTS } from './security-activity-texts';

export const ES_SECURITY_ACTIVITY: TextsOf<typeof SECURITY_ACTIVITY_TEXTS> = {
  'sev.title': 'Actividad de seguridad reciente',
  'sev.description':
    'Tus inicios de sesión y cambios de seguridad, los más recientes primero, con el dispositivo y la dirección de cada uno.',
  'sev.loading': 'Cargando tu actividad de seguridad…',
  'sev.retry': 'Reintentar',
  'sev.empty': 'Nada todavía',
  'sev.newDevice': 'Dispositivo nuevo',
  'sev.device': '{{browser}} en {{system}}',
  'sev.unknownDevice': 'Dispositivo desconocido',
  'sev.unknownAddress': 'Dirección desconocida',
  'sev.showAll': 'Mostrar todo',
  'sev.notYou': '¿No fuiste tú? Congela tu cuenta más abajo y cambia tu contraseña.',
  'sev.kind.signin': 'Inicio de sesión',
  'sev.kind.passwordChange': 'Contraseña cambiada',
  'sev.kind.passwordReset': 'Contraseña restablecida',
  'sev.kind.twoFactorOn': 'Inicio de sesión en dos pasos activado',
  'sev.kind.twoFactorOff': 'Inicio de sesión en dos pasos desactivado',
  'sev.kind.freeze': 'Cuenta congelada',
  'sev.kind.unfreezeRequested': 'Pediste levantar la congelación',
  'sev.kind.antiPhishingCode': 'Código antiphishing cambiado',
  'sev.kind.usdtAddress': 'Dirección USDT cambiada',
  'sev.kind.addressSaved': 'Dirección de retiro guardada',
  'sev.kind.receiverSaved': 'Destinatario de transferencias guardado',
  'sev.kind.addressOnlyOff': '«Retirar solo a direcciones guardadas» desactivado',
  'sev.kind.passkeyAdded': 'Llave de acceso añadida',
  'sev.kind.passkeyRemoved': 'Llave de acceso eliminada',
  'sev.kind.operatorSignin': 'Inicio de sesión con el enlace de un solo uso de un operador',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_SECURITY_ACTIVITY];
