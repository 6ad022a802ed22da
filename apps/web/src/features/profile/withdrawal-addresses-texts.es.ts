import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { WITHDRAWAL_ADDRESSES_TEXTS } from './withdrawal-addresses-texts';

export const ES_WITHDRAWAL_ADDRESSES: TextsOf<typeof WITHDRAWAL_ADDRESSES_TEXTS> = {
  'wad.title': 'Direcciones de retiro',
  'wad.description':
    'Guarda las direcciones a las que retiras. Activa "Retirar solo a direcciones guardadas" y quien entre en tu cuenta no podrá enviar tu dinero a ningún otro sitio. Una dirección nueva, y todas las direcciones después de un cambio de contraseña o de verificación en dos pasos, esperan 24 horas antes de poder usarse.',
  'wad.loading': 'Cargando tus direcciones guardadas…',
  'wad.retry': 'Reintentar',
  'wad.empty': 'Aún no hay direcciones guardadas.',
  'wad.list': 'Direcciones guardadas',
  'wad.receivers': 'Destinatarios de transferencias',
  'wad.receiversAbout':
    'Los miembros a los que envías por UID. La primera transferencia a un miembro al que nunca enviaste lo guarda aquí y espera las mismas 24 horas. Con "Retirar solo a direcciones guardadas" activado, las transferencias van solo a destinatarios guardados aquí.',
  'wad.noReceivers': 'Aún no hay destinatarios guardados.',
  'wad.addReceiver': 'Añadir un destinatario',
  'wad.receiverUid': 'El UID del miembro',
  'wad.saveReceiver': 'Guardar destinatario',
  'wad.usableNow': 'Se puede usar',
  'wad.usableFrom': 'Se puede usar desde {{when}}',
  'wad.locked': 'Bloqueada',
  'wad.remove': 'Eliminar',
  'wad.removeConfirm': 'Eliminar {{label}}',
  'wad.add': 'Añadir una dirección',
  'wad.name': 'Nombre',
  'wad.address': 'Dirección USDT (BEP-20)',
  'wad.sendCode': 'Enviar código',
  'wad.codeEmail': 'Código del correo que te enviamos',
  'wad.password': 'Tu contraseña',
  'wad.codeApp': 'Código de tu aplicación de autenticación',
  'wad.save': 'Guardar dirección',
  'wad.cancel': 'Cancelar',
  'wad.only': 'Retirar solo a direcciones guardadas',
  'wad.onlyOn': 'Activado: los retiros van solo a tus direcciones guardadas que se pueden usar.',
  'wad.onlyOff': 'Desactivado: puedes retirar a cualquier dirección (una nueva espera su retención).',
  'wad.onlyUntil': 'Sigue activo hasta {{when}}; después, desactivado.',
  'wad.turningOn': 'Para activarlo, introduce el código.',
  'wad.turningOff': 'Para desactivarlo, introduce el código. Sigue activo 24 horas después de eso.',
  'wad.confirm': 'Confirmar',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_WITHDRAWAL_ADDRESSES];
