import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_SECURITY_TEXTS } from './texts';

export const HI_CONSOLE_SECURITY: TextsOf<typeof CONSOLE_SECURITY_TEXTS> = {
  'csec.console': 'ऑपरेटर कंसोल',
  'csec.signinTitle': 'ऑपरेटर साइन इन',
  'csec.signinDescription': 'पहले आपका पासवर्ड, फिर वह कोड जो हम आपको ईमेल करते हैं।',
  'csec.codeTitle': 'कोड दर्ज करें',
  'csec.email': 'ईमेल',
  'csec.password': 'पासवर्ड',
  'csec.sendCode': 'कोड भेजें',
  'csec.codeSent': '{{message}}: {{email}}। {{digits}} अंकों का कोड दर्ज करें।',
  'csec.code': 'साइन इन कोड',
  'csec.signin': 'साइन इन करें',
  'csec.sendAgain': 'नया कोड भेजें',
  'csec.anotherAccount': 'दूसरा खाता इस्तेमाल करें',
  'csec.confirmPassword': 'पासवर्ड की पुष्टि करें',
  'csec.setPassword': 'पासवर्ड सेट करें',
  'csec.passwordSet': 'पासवर्ड सेट हो गया',
  'csec.setYourPassword': 'अपना पासवर्ड सेट करें',
  'csec.setPasswordDescription': 'वह पासवर्ड चुनें जिससे आप कंसोल में साइन इन करेंगे।',
  'csec.goToSignin': 'ऑपरेटर साइन इन पर जाएँ',
  'csec.securityTitle': 'सुरक्षा',
  'csec.securityDescription':
    'आपके ऑपरेटर खाते में साइन इन कैसे होता है: पासवर्ड के बाद आपके ऑथेंटिकेटर ऐप का कोड, या इन दोनों की जगह एक पासकी।',
  'csec.twoFactor': 'दो-चरणीय साइन इन',
  'csec.passkeySignin': 'पासकी से साइन इन करें',
  'csec.passkeyCancelled': 'पासकी का प्रॉम्प्ट बंद कर दिया गया। फिर से कोशिश करें, या पासवर्ड से साइन इन करें।',
  'csec.passkeyFailed': 'आपका ब्राउज़र यहाँ पासकी का उपयोग नहीं कर सका। कृपया पासवर्ड से साइन इन करें।',
  'csec.passkeys': 'पासकी',
  'csec.passkeysDescription':
    'पासकी आपको फ़िंगरप्रिंट, चेहरे या स्क्रीन लॉक से कंसोल में साइन इन कराती है: न पासवर्ड, न कोड, और यह केवल इसी साइट पर काम करती है, इसलिए इसकी फ़िशिंग नहीं हो सकती।',
  'csec.passkeysLoading': 'आपकी पासकी लोड हो रही हैं…',
  'csec.passkeysThe': 'आपकी पासकी',
  'csec.passkeysEmpty': 'अभी कोई पासकी नहीं।',
  'csec.passkeysUnsupported':
    'यह ब्राउज़र पासकी का उपयोग नहीं कर सकता। पासकी जोड़ने के लिए यह पेज किसी ऐसे ब्राउज़र में खोलें जो कर सके।',
  'csec.passkeyAdded': '{{when}} को जोड़ी गई',
  'csec.passkeyLastUsed': 'अंतिम उपयोग {{when}}',
  'csec.passkeyNeverUsed': 'कभी उपयोग नहीं हुई',
  'csec.passkeyRemove': 'हटाएँ',
  'csec.passkeyRemoveConfirm': '{{name}} हटाएँ',
  'csec.cancel': 'रद्द करें',
  'csec.passkeyAdd': 'पासकी जोड़ें',
  'csec.passkeyName': 'पासकी का नाम',
  'csec.passkeyNameHint': '40 अक्षरों तक, जैसे वह डिवाइस जिस पर यह है।',
  'csec.passkeyNameRequired': 'कृपया पासकी को नाम दें',
  'csec.passkeyExists': 'इस डिवाइस पर आपके खाते की एक पासकी पहले से है।',
  'csec.passkeySave': 'पासकी बनाएँ',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_CONSOLE_SECURITY];
