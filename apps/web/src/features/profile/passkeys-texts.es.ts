import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { PASSKEYS_TEXTS } from './passkeys-texts';

export const ES_PASSKEYS: TextsOf<typeof PASSKEYS_TEXTS> = {
  'psk.title': 'Llaves de acceso',
  'psk.description':
    'Una llave de acceso te permite iniciar sesión con tu huella, tu rostro o el bloqueo de pantalla en lugar de tu contraseña, y confirmar retiros y transferencias en lugar del código por correo. Solo funciona en este sitio, así que no se puede robar con un engaño.',
  'psk.loading': 'Cargando tus llaves de acceso…',
  'psk.retry': 'Reintentar',
  'psk.unsupported':
    'Este navegador no puede usar llaves de acceso. Abre Ajustes en un navegador que pueda para añadir una.',
  'psk.list': 'Tus llaves de acceso',
  'psk.empty': 'Aún no tienes llaves de acceso',
  'psk.added': 'Añadida el {{when}}',
  'psk.lastUsed': 'Último uso: {{when}}',
  'psk.neverUsed': 'Nunca usada',
  'psk.remove': 'Eliminar',
  'psk.removeConfirm': 'Eliminar {{name}}',
  'psk.cancel': 'Cancelar',
  'psk.add': 'Añadir una llave de acceso',
  'psk.passwordNote': 'Primero escribe tu contraseña: una llave de acceso puede iniciar sesión en tu cuenta.',
  'psk.password': 'Contraseña',
  'psk.continue': 'Continuar',
  'psk.nameNote': 'Tu navegador creó la llave de acceso. Ponle un nombre para distinguirla de las demás.',
  'psk.name': 'Nombre de la llave',
  'psk.nameHint': 'Hasta 40 caracteres, por ejemplo el dispositivo donde está.',
  'psk.save': 'Guardar llave de acceso',
  'psk.defaultName': 'Mi llave de acceso',
  'psk.cancelled':
    'No se añadió ninguna llave de acceso: se cerró la ventana del navegador. Puedes intentarlo de nuevo cuando quieras.',
  'psk.exists': 'Este dispositivo ya tiene una llave de acceso de tu cuenta.',
  'psk.failed': 'Tu navegador no pudo crear la llave de acceso. Inténtalo de nuevo o usa otro dispositivo.',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_PASSKEYS];
