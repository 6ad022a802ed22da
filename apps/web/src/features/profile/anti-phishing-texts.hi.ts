import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { ANTI_PHISHING_TEXTS } from './anti-phishing-texts';

export const HI_ANTI_PHISHING: TextsOf<typeof ANTI_PHISHING_TEXTS> = {
  'aph.title': 'एंटी-फ़िशिंग कोड',
  'aph.description':
    'ऐसा शब्द चुनें जो सिर्फ़ आप जानते हों। हमारे हर ई-मेल की पहली पंक्ति में यह दिखता है। जो ई-मेल हमारा होने का दावा करे और उसमें यह न हो, वह नकली है: उसके लिंक न खोलें। हम आपसे यह कोड कभी नहीं माँगते।',
  'aph.loading': 'आपका एंटी-फ़िशिंग कोड लोड हो रहा है…',
  'aph.retry': 'फिर से कोशिश करें',
  'aph.current': 'हमारे ई-मेल इससे शुरू होते हैं: {{code}}',
  'aph.field': 'आपका कोड',
  'aph.hint': '4 से 20 अक्षर या अंक, बिना स्पेस के।',
  'aph.save': 'कोड सहेजें',
  'aph.change': 'बदलें',
  'aph.cancel': 'रद्द करें',
  'aph.remove': 'कोड हटाएँ',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_ANTI_PHISHING];
