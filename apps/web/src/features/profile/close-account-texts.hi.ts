import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CLOSE_ACCOUNT_TEXTS } from './close-account-texts';

export const HI_CLOSE_ACCOUNT: TextsOf<typeof CLOSE_ACCOUNT_TEXTS> = {
  'cac.title': 'मेरा खाता बंद करें',
  'cac.erased':
    'खाता बंद करने से आपका नाम, ई-मेल, फ़ोन नंबर और पहचान दस्तावेज़ मिट जाते हैं, और हर साइन-इन समाप्त हो जाता है। इसे वापस नहीं किया जा सकता।',
  'cac.kept':
    'हम आपके पैसों के रिकॉर्ड (जमा, निकासी, आय, ट्रांसफ़र) और टीम में आपका स्थान, आपके नाम के बिना, रखते हैं: वित्तीय रिकॉर्ड का कानून यह माँगता है, और आपके लाए सदस्यों की टीम बनी रहती है।',
  'cac.conditions':
    'आप इसे तब बंद कर सकते हैं जब आपके वॉलेट शून्य पर हों, कोई पैकेज सक्रिय न हो और कोई अनुरोध खुला न हो (जमा, निकासी या ट्रांसफ़र)।',
  'cac.start': 'मेरा खाता बंद करें…',
  'cac.password': 'पासवर्ड',
  'cac.code': 'आपके ऑथेंटिकेटर ऐप का कोड',
  'cac.understand': 'मैं समझता/समझती हूँ कि इसे वापस नहीं किया जा सकता',
  'cac.understandRequired': 'कृपया पुष्टि करें कि आप समझते हैं कि इसे वापस नहीं किया जा सकता',
  'cac.submit': 'मेरा खाता हमेशा के लिए बंद करें',
  'cac.cancel': 'मेरा खाता रखें',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_CLOSE_ACCOUNT];
