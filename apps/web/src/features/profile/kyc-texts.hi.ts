import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { ADDRESS_TEXTS } from './address-texts';
import type { KYC_TEXTS } from './kyc-texts';

export const HI_IDENTITY: TextsOf<typeof KYC_TEXTS> = {
  'kyc.title': 'पहचान जाँच',
  'kyc.settings': 'सेटिंग्स',
  'kyc.loading': 'आपकी पहचान जाँच लोड हो रही है',
  'kyc.yours': 'आपकी पहचान जाँच',
  'kyc.status': 'स्थिति',
  'kyc.none': 'शुरू नहीं हुई',
  'kyc.noneMeaning': 'नीचे का फ़ॉर्म एक बार भेजें। आपकी पहचान सत्यापित होने तक निकासी रुक सकती है।',
  'kyc.pending': 'समीक्षा की प्रतीक्षा में',
  'kyc.pendingMeaning': 'आपके दस्तावेज़ हमें मिल गए हैं और जल्द ही उनकी समीक्षा होगी। नतीजा हम आपको ई-मेल करेंगे।',
  'kyc.approved': 'स्वीकृत',
  'kyc.approvedMeaning': 'आपकी पहचान सत्यापित है। अब कुछ और करने की ज़रूरत नहीं।',
  'kyc.rejected': 'स्वीकृत नहीं',
  'kyc.rejectedMeaning': 'कृपया कारण में बताई गई बात ठीक करें और फ़ॉर्म फिर से भेजें।',
  'kyc.reason': 'कारण: {{reason}}',
  'kyc.sent': '{{when}} को भेजी गई',
  'kyc.reviewed': ', {{when}} को समीक्षा हुई',
  'kyc.details': 'आपका विवरण',
  'kyc.detailsNote': 'जैसा आपके दस्तावेज़ पर छपा है। फ़ोटो केवल हमारे ऑपरेटर देखते हैं; यह साइट पर कभी नहीं दिखती।',
  'kyc.fullName': 'पूरा कानूनी नाम',
  'kyc.birth': 'जन्म तिथि',
  'kyc.birthHint': 'आपकी आयु 18 वर्ष या उससे अधिक होनी चाहिए।',
  'kyc.country': 'देश',
  'kyc.chooseCountry': 'अपना देश चुनें',
  'kyc.documentType': 'दस्तावेज़ का प्रकार',
  'kyc.chooseDocument': 'कोई दस्तावेज़ चुनें',
  'kyc.passport': 'पासपोर्ट',
  'kyc.national_id': 'राष्ट्रीय पहचान पत्र',
  'kyc.driving_licence': 'ड्राइविंग लाइसेंस',
  'kyc.documentNumber': 'दस्तावेज़ संख्या',
  'kyc.documentNumberHint': '4 से 30 अक्षर, अंक या डैश।',
  'kyc.photo': 'दस्तावेज़ की फ़ोटो या स्कैन',
  'kyc.fileHint': 'JPEG, PNG या PDF, अधिकतम {{size}}।',
  'kyc.chosen': ' चुनी गई: {{name}} ({{size}})।',
  'kyc.uploading': 'अपलोड हो रहा है…',
  'kyc.send': 'समीक्षा के लिए भेजें',
};

export const HI_ADDRESS: TextsOf<typeof ADDRESS_TEXTS> = {
  'adr.title': 'USDT पता',
  'adr.intro':
    'वह BEP-20 पता जिससे आप जमा भेजते हैं। जमा तभी क्रेडिट होती है जब उसका ट्रांसफ़र इसी पते से आए, ताकि कोई और आपके ट्रांसफ़र पर दावा न कर सके।',
  'adr.saved': 'सहेजा गया पता: {{address}}',
  'adr.noneYet': 'अभी कोई नहीं',
  'adr.label': 'USDT (BEP-20) पता',
  'adr.save': 'पता सहेजें',
  'adr.orConnect': 'या उसका पता इस्तेमाल करने के लिए {{link}}।',
  'adr.connectLink': 'इस ब्राउज़र में कोई वॉलेट कनेक्ट करें',
  'wc.title': 'वॉलेट कनेक्ट करें',
  'wc.intro':
    'इस ब्राउज़र के किसी वॉलेट के खाते को अपने USDT (BEP-20) पते के रूप में इस्तेमाल करें: वही पता जिससे आपकी जमा मिलाई जाती हैं। कनेक्ट करना केवल पता पढ़ता है; यह कभी पैसे नहीं भेजता और हम कभी कोई कुंजी नहीं माँगते।',
  'wc.savedNow': 'अभी सहेजा गया पता: {{address}}',
  'wc.looking': 'इस ब्राउज़र में वॉलेट खोजे जा रहे हैं…',
  'wc.wallets': 'वॉलेट',
  'wc.none': 'इस ब्राउज़र में कोई वॉलेट नहीं मिला। कोई BEP-20 वॉलेट एक्सटेंशन इंस्टॉल करके पेज दोबारा लोड करें, या {{link}}।',
  'wc.typeLink': 'USDT पता पेज पर अपना पता लिखें',
  'wc.confirmIn': '{{wallet}} में पुष्टि करें…',
  'wc.shared': '{{wallet}} ने {{account}} साझा किया। क्या इसे अपने USDT पते के रूप में सहेजें?',
  'wc.use': 'यह पता इस्तेमाल करें',
  'wc.saved': 'सहेजा गया।',
  'wc.see': 'अपना USDT पता देखें',
  'wc.cancel': 'रद्द करें',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_IDENTITY, HI_ADDRESS];
