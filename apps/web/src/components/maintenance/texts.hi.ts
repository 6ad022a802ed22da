import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { MAINTENANCE_TEXTS } from './texts';

export const HI_MAINTENANCE: TextsOf<typeof MAINTENANCE_TEXTS> = {
  'maint.title': 'रखरखाव: पैसों से जुड़े काम रुके हुए हैं',
  'maint.safe':
    'आपका बैलेंस सुरक्षित है। आप साइन इन करके सब कुछ देख सकते हैं; खरीद, क्लेम, जमा, निकासी और ट्रांसफ़र हमारे लौटने तक रुके रहेंगे।',
  'maint.until': 'हम लगभग {{when}} तक लौट आएँगे।',
  'maint.overdue': 'इसमें अनुमान से ज़्यादा समय लग रहा है। कृपया थोड़ी देर बाद फिर देखें।',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_MAINTENANCE];
