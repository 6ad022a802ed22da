import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { AUTH_TEXTS } from './texts';

export const HI_AUTH: TextsOf<typeof AUTH_TEXTS> = {
  'auth.wait': '({{count}} से॰)',
  'auth.signingIn': 'साइन इन हो रहा है',
  'auth.goToLogin': 'लॉग-इन पर जाएँ',
  'auth.checkingLink': 'आपका साइन-इन लिंक जाँचा जा रहा है…',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_AUTH];
