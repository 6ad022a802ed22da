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
    'Inicio de sesión en dos pasos para tu cuenta de operador: un código de tu aplicación de autenticación después de tu contraseña.',
  'csec.twoFactor': 'Inicio de sesión en dos pasos',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_SECURITY];
