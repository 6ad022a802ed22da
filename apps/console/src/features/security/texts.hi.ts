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
  'csec.securityDescription': 'आपके ऑपरेटर खाते के लिए दो-चरणीय साइन इन: पासवर्ड के बाद आपके ऑथेंटिकेटर ऐप का कोड।',
  'csec.twoFactor': 'दो-चरणीय साइन इन',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_CONSOLE_SECURITY];
