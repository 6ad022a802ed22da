import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { NOTIFICATION_TEXTS } from './texts';

export const HI_NOTIFICATIONS: TextsOf<typeof NOTIFICATION_TEXTS> = {
  'ntf.title': 'सूचनाएँ',
  'ntf.markAll': 'सभी को पढ़ा हुआ मानें',
  'ntf.allRead': 'सब कुछ पढ़ लिया गया है।',
  'ntf.unread': '{{count}} अपठित',
  'ntf.loading': 'आपकी सूचनाएँ लोड हो रही हैं',
  'ntf.yours': 'आपकी सूचनाएँ',
  'ntf.nothingOnPage': 'इस पेज पर कुछ नहीं है',
  'ntf.noneYet': 'अभी तक कोई सूचना नहीं',
  'ntf.pastLast': 'यह पेज आख़िरी पेज के बाद का है।',
  'ntf.noneHint': 'जमा, निकासी, रैंक, नए रेफ़रल और आपकी दैनिक आय यहाँ दिखेंगे।',
  'ntf.firstPage': 'पहला पेज',
  'ntf.unreadMark': '(अपठित)',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_NOTIFICATIONS];
