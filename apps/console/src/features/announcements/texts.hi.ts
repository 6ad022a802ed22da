import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_ANNOUNCEMENT_TEXTS } from './texts';

export const HI_CONSOLE_ANNOUNCEMENTS: TextsOf<typeof CONSOLE_ANNOUNCEMENT_TEXTS> = {
  'can.title': 'घोषणाएँ',
  'can.description':
    'किसी बदलाव के होने से पहले सदस्यों को बताएँ। घोषणा अपनी अवधि में सदस्य क्षेत्र के ऊपर दिखती है; इसे सार्वजनिक साइट पर भी दिखाने के लिए बॉक्स चुनें। सदस्य इसे अपनी भाषा में पढ़ते हैं: जो भाषा खाली छोड़ी गई, उसमें अंग्रेज़ी।',
  'can.formTitle': 'नई घोषणा',
  'can.level': 'स्तर',
  'can.level.info': 'जानकारी (सदस्य इसे बंद कर सकते हैं)',
  'can.level.warning': 'चेतावनी (समाप्त होने तक रहती है)',
  'can.startsAt': 'शुरू',
  'can.endsAt': 'समाप्त',
  'can.windowHint': 'आपके अपने समय क्षेत्र में।',
  'can.onSite': 'सार्वजनिक साइट पर भी दिखाएँ',
  'can.languages': 'भाषाएँ',
  'can.fieldTitle': 'शीर्षक',
  'can.fieldBody': 'टेक्स्ट',
  'can.fieldTitleIn': '{{language}} में शीर्षक (वैकल्पिक)',
  'can.fieldBodyIn': '{{language}} में टेक्स्ट (वैकल्पिक)',
  'can.languageNote': 'खाली छोड़ने पर {{language}} के पाठक अंग्रेज़ी शीर्षक और टेक्स्ट पढ़ते हैं।',
  'can.publish': 'प्रकाशित करें',
  'can.listTitle': 'प्रकाशित घोषणाएँ',
  'can.loading': 'घोषणाएँ लोड हो रही हैं',
  'can.theAnnouncements': 'घोषणाएँ',
  'can.empty': 'अभी कोई घोषणा नहीं',
  'can.emptyHint': 'किसी बदलाव के होने से पहले सदस्यों को बताने के लिए ऊपर एक घोषणा प्रकाशित करें।',
  'can.status.scheduled': 'निर्धारित',
  'can.status.live': 'सक्रिय',
  'can.status.ended': 'समाप्त',
  'can.status.withdrawn': 'वापस ली गई',
  'can.badge.info': 'जानकारी',
  'can.badge.warning': 'चेतावनी',
  'can.badge.onSite': 'सार्वजनिक साइट पर भी',
  'can.window': '{{start}} से {{end}}',
  'can.inLanguage': 'सदस्य {{language}} में क्या पढ़ते हैं',
  'can.missing': '{{language}} नहीं',
  'can.withdraw': 'वापस लें',
  'can.withdrawTitle': 'यह घोषणा वापस लें?',
  'can.withdrawWarning':
    'सदस्य और आगंतुक पाँच मिनट के भीतर इसे देखना बंद कर देते हैं। यह यहाँ वापस ली गई के रूप में सूची में रहती है और फिर से नहीं दिखाई जा सकती: इसकी जगह नई घोषणा प्रकाशित करें।',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_CONSOLE_ANNOUNCEMENTS];
