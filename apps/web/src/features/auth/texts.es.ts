import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { AUTH_TEXTS } from './texts';

export const ES_AUTH: TextsOf<typeof AUTH_TEXTS> = {
  'auth.wait': '({{count}} s)',
  'auth.signingIn': 'Iniciando sesión',
  'auth.goToLogin': 'Ir a iniciar sesión',
  'auth.checkingLink': 'Comprobando tu enlace de inicio de sesión…',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_AUTH];
