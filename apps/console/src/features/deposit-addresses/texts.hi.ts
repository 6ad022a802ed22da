import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { DEPOSIT_ADDRESS_TEXTS } from './texts';

export const HI_CONSOLE_DEPOSIT_ADDRESSES: TextsOf<typeof DEPOSIT_ADDRESS_TEXTS> = {
  'cda.title': 'जमा पते',
  'cda.description': 'हर सदस्य का अपना जमा पता, DEPOSIT_XPUB से बना: उन पर क्या है, स्वीप करने के लिए, और चेन से जमा हुए ट्रांसफ़र।',
  'cda.sharedMode':
    'अभी सदस्य एक साझा पते पर जमा करते हैं। हर सदस्य को अपना पता देने के लिए सेटिंग्स में जमा पते को हर सदस्य का एक पर बदलें।',
  'cda.sharedNotReady': 'पहले सर्वर को DEPOSIT_XPUB और एक चेन नोड चाहिए।',
  'cda.sweepTitle': 'स्वीप करने के लिए',
  'cda.sweepIntro':
    'USDT रखने वाले सदस्य पते, अभी चेन पर पढ़े गए। सर्वर यह राशि नहीं हिला सकता: इस सूची से अपने वॉलेट से, ऑफ़लाइन, स्वीप पर हस्ताक्षर करें (npm run sweep:plan वाली ही सूची)।',
  'cda.readAgain': 'फिर से पढ़ें',
  'cda.downloadCsv': 'CSV डाउनलोड करें',
  'cda.noAddresses': 'अभी किसी सदस्य के पास जमा पता नहीं है।',
  'cda.reading': 'चेन पर बैलेंस पढ़े जा रहे हैं',
  'cda.theBalances': 'चेन पर बैलेंस',
  'cda.nothingToSweep': 'स्वीप करने को कुछ नहीं: ब्लॉक {{block}} पर किसी सदस्य पते पर USDT नहीं है।',
  'cda.sweepTotal': 'ब्लॉक {{block}} पर {{count}} पतों पर {{total}}',
  'cda.sweepList': 'स्वीप करने के पते',
  'cda.copyAddress': 'पता {{index}} कॉपी करें',
  'cda.transfersTitle': 'देखे गए ट्रांसफ़र',
  'cda.transfersIntro':
    'अंतिम होने पर जमा, हर ट्रांज़ैक्शन लॉग एक बार। डस्ट दर्ज होता है, जमा नहीं: USDT पते पर ही रहता है, स्वीप के लिए।',
  'cda.show': 'दिखाएँ',
  'cda.every': 'हर ट्रांसफ़र',
  'cda.transfers': 'ट्रांसफ़र',
  'cda.noneInState': 'इस स्थिति में कोई ट्रांसफ़र नहीं',
  'cda.noneInStateHint': 'कोई दूसरी चुनें, या हर ट्रांसफ़र दिखाएँ।',
  'cda.noneYet': 'अभी तक कोई ट्रांसफ़र नहीं दिखा',
  'cda.noneYetHint': 'किसी सदस्य के अपने पते पर भेजा गया USDT यहाँ दिखता है।',
  'cda.status.pending': 'पुष्टि हो रही है',
  'cda.status.credited': 'जमा हो गया',
  'cda.status.dust': 'डस्ट: जमा नहीं हुआ',
  'cda.status.dropped': 'रीऑर्गनाइज़ेशन में हट गया',
  'cda.confirming': 'पुष्टि हो रही है: {{needed}} में से {{count}} ब्लॉक',
  'cda.addressIndex': 'पता #{{index}}',
  'cda.logBlock': 'लॉग {{log}} · ब्लॉक {{block}}',
  'cda.seen': 'देखा {{time}}',
  'cda.settled': 'निपटा {{time}}',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_CONSOLE_DEPOSIT_ADDRESSES];
