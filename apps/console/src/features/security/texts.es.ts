import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_SECURITY_TEXTS } from './texts';

export const ES_CONSOLE_SECURITY: TextsOf<typeof CONSOLE_SECURITY_TEXTS> = {
  'csec.console': 'Consola de operadores',
  'csec.signinTitle': 'Inicio de sesión de operadores',
  'csec.signinDescription': 'Primero tu contraseña, luego el código que te enviamos por correo.',
  'csec.codeTitle': 'Introduce el código',
  'csec.email': 'Correo electrónico',
  'csec.password': 'Contraseña',
  'csec.sendCode': 'Enviar el código',
  'csec.codeSent': '{{message}}: {{email}}. Introduce el código de {{digits}} dígitos.',
  'csec.code': 'Código de inicio de sesión',
  'csec.signin': 'Iniciar sesión',
  'csec.sendAgain': 'Enviar un código nuevo',
  'csec.anotherAccount': 'Usar otra cuenta',
  'csec.confirmPassword': 'Confirmar la contraseña',
  'csec.setPassword': 'Establecer la contraseña',
  'csec.passwordSet': 'Contraseña establecida',
  'csec.setYourPassword': 'Establece tu contraseña',
  'csec.setPasswordDescription': 'Elige la contraseña con la que iniciarás sesión en la consola.',
  'csec.goToSignin': 'Ir al inicio de sesión de operadores',
  'csec.securityTitle': 'Seguridad',
  'csec.securityDescription':
    'Cómo se inicia sesión en tu cuenta de operador: un código de tu aplicación de autenticación después de tu contraseña, o una llave de acceso en lugar de ambos.',
  'csec.twoFactor': 'Inicio de sesión en dos pasos',
  'csec.passkeySignin': 'Iniciar sesión con una llave de acceso',
  'csec.passkeyCancelled':
    'Se cerró la ventana de la llave de acceso. Inténtalo de nuevo o inicia sesión con tu contraseña.',
  'csec.passkeyFailed': 'Tu navegador no pudo usar una llave de acceso aquí. Inicia sesión con tu contraseña.',
  'csec.passkeys': 'Llaves de acceso',
  'csec.passkeysDescription':
    'Una llave de acceso te da entrada a la consola con tu huella, tu cara o el bloqueo de pantalla: sin contraseña ni código, y solo funciona en este sitio, así que no se puede suplantar.',
  'csec.passkeysLoading': 'Cargando tus llaves de acceso…',
  'csec.passkeysThe': 'tus llaves de acceso',
  'csec.passkeysEmpty': 'Aún no hay llaves de acceso.',
  'csec.passkeysUnsupported':
    'Este navegador no puede usar llaves de acceso. Abre esta página en uno que pueda para añadir una.',
  'csec.passkeyAdded': 'Añadida el {{when}}',
  'csec.passkeyLastUsed': 'último uso {{when}}',
  'csec.passkeyNeverUsed': 'sin usar',
  'csec.passkeyRemove': 'Eliminar',
  'csec.passkeyRemoveConfirm': 'Eliminar {{name}}',
  'csec.cancel': 'Cancelar',
  'csec.passkeyAdd': 'Añadir una llave de acceso',
  'csec.passkeyName': 'Nombre de la llave',
  'csec.passkeyNameHint': 'Hasta 40 caracteres, como el dispositivo en que está.',
  'csec.passkeyNameRequired': 'Ponle un nombre a la llave',
  'csec.passkeyExists': 'Este dispositivo ya tiene una llave de acceso de tu cuenta.',
  'csec.passkeySave': 'Crear la llave de acceso',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_SECURITY];
