import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { DEPOSIT_TEXTS } from './texts';

export const HI_DEPOSITS: TextsOf<typeof DEPOSIT_TEXTS> = {
  'dep.historyTitle': 'जमा इतिहास',
  'dep.new': 'नई जमा',
  'dep.loadingList': 'आपकी जमा लोड हो रही हैं',
  'dep.yours': 'आपकी जमा',
  'dep.list': 'जमा',
  'dep.amount': 'राशि ',
  'dep.reason': 'कारण: {{reason}}',
  'dep.hash': 'ट्रांज़ैक्शन हैश ',
  'dep.copyHash': 'ट्रांज़ैक्शन हैश {{short}} कॉपी करें',
  'dep.loadingDetails': 'जमा का विवरण लोड हो रहा है',
  'dep.theDetails': 'जमा का विवरण',
  'dep.nothingOnPage': 'इस पेज पर कुछ नहीं है',
  'dep.noneYet': 'अभी तक कोई जमा नहीं',
  'dep.earlierPages': 'आपकी जमा पिछले पेजों पर हैं।',
  'dep.noneHint': 'आपकी भेजी गई जमा अपनी स्थिति के साथ यहाँ दिखती हैं।',
  'dep.goToPage1': 'पेज 1 पर जाएँ',
  'dep.make': 'जमा करें',
  'dep.ownTitle': 'आपका जमा पता',
  'dep.ownNote':
    'यह पता केवल आपका है। इस पर पहुँचने वाला हर USDT (BEP-20) {{confirmations}} ब्लॉक की पुष्टि के बाद अपने-आप आपके इलेक्ट्रॉनिक वॉलेट में जमा हो जाता है: कोई हैश डालने की ज़रूरत नहीं।',
  'dep.ownDust': '{{amount}} से कम का ट्रांसफ़र दर्ज होता है, पर जमा नहीं होता।',
  'dep.transfersTitle': 'आपके पते पर ट्रांसफ़र',
  'dep.transfersNote': 'कोई ट्रांसफ़र चेन पर पहुँचने के एक मिनट के भीतर यहाँ दिखता है, और अंतिम होने पर जमा होता है।',
  'dep.transfersLoading': 'आपके पते पर ट्रांसफ़र लोड हो रहे हैं',
  'dep.theTransfers': 'आपके पते पर ट्रांसफ़र',
  'dep.transfersNone': 'अभी तक कोई ट्रांसफ़र नहीं दिखा',
  'dep.transfersNoneHint': 'ऊपर दिए अपने जमा पते पर USDT (BEP-20) भेजें; वह यहाँ अपने-आप दिखेगा।',
  'dep.transfers': 'ट्रांसफ़र',
  'dep.confirming': 'पुष्टि हो रही है: {{needed}} में से {{count}} ब्लॉक',
  'dep.credited': 'जमा हो गया',
  'dep.dust': 'जमा नहीं हुआ: {{amount}} से कम',
  'dep.dropped': 'जमा नहीं हुआ: चेन से हट गया',
  'dep.from': '{{address}} से',
  'dep.hashFormOwnSummary': 'कुछ देर बाद भी जमा नहीं हुआ? हैश से ट्रांसफ़र की जाँच कराएँ',
  'dep.hashFormOwn':
    'पहले ही भेज दिया? कुछ करने की ज़रूरत नहीं: यह अपने-आप जमा हो जाता है। फिर भी अभी जाँच के लिए नीचे हैश डाल सकते हैं; कोई ट्रांसफ़र दो बार जमा नहीं होता।',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_DEPOSITS];
