import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { AUTH_TEXTS } from './texts';

export const ES_AUTH: TextsOf<typeof AUTH_TEXTS> = {
  'auth.wait': '({{count}} s)',
  'auth.signingIn': 'Iniciando sesión',
  'auth.goToLogin': 'Ir a iniciar sesión',
  'auth.checkingLink': 'Comprobando tu enlace de inicio de sesión…',
  'auth.passkeySignin': 'Iniciar sesión con una llave de acceso',
  'auth.passkeyCancelled':
    'Se cerró la ventana de la llave de acceso. Inténtalo de nuevo o inicia sesión con tu contraseña.',
  'auth.passkeyFailed': 'Tu navegador no pudo usar una llave de acceso aquí. Inicia sesión con tu contraseña.',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_AUTH];
