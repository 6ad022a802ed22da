import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { AUTH_TEXTS } from './texts';

export const HI_AUTH: TextsOf<typeof AUTH_TEXTS> = {
  'auth.wait': '({{count}} से॰)',
  'auth.signingIn': 'साइन इन हो रहा है',
  'auth.goToLogin': 'लॉग-इन पर जाएँ',
  'auth.checkingLink': 'आपका साइन-इन लिंक जाँचा जा रहा है…',
  'auth.passkeySignin': 'पासकी से साइन इन करें',
  'auth.passkeyCancelled': 'पासकी की विंडो बंद कर दी गई। फिर से कोशिश करें, या अपने पासवर्ड से लॉग इन करें।',
  'auth.passkeyFailed': 'आपका ब्राउज़र यहाँ पासकी इस्तेमाल नहीं कर सका। कृपया अपने पासवर्ड से लॉग इन करें।',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_AUTH];
