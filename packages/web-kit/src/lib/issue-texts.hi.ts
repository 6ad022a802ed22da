import type { TextsOf } from '../i18n/locale-bundle';
import type { ISSUE_FIELD_TEXTS, ISSUE_TEXTS } from './issue-texts';

export const HI_ISSUE: TextsOf<typeof ISSUE_TEXTS> = {
  'issue.enterThe': 'कृपया {{field}} दर्ज करें।',
  'issue.enterValid': 'कृपया मान्य {{field}} दर्ज करें।',
  'issue.chooseValid': 'कृपया मान्य {{field}} चुनें।',
  'issue.charsAtLeast': '{{field}} कम से कम {{limit}} अक्षरों का होना चाहिए।',
  'issue.charsAtMost': '{{field}} अधिकतम {{limit}} अक्षरों का होना चाहिए।',
  'issue.chooseAtLeast': 'कृपया {{field}} के लिए कम से कम {{limit}} चुनें।',
  'issue.chooseAtMost': 'कृपया {{field}} के लिए अधिकतम {{limit}} चुनें।',
  'issue.atLeast': '{{field}} कम से कम {{limit}} होना चाहिए।',
  'issue.atMost': '{{field}} अधिकतम {{limit}} होना चाहिए।',
  'issue.unknownFields': 'अनुरोध में ऐसे फ़ील्ड हैं जो यह फ़ॉर्म नहीं लेता। कृपया पेज दोबारा लोड करके फिर से कोशिश करें।',
};

export const HI_ISSUE_FIELDS: TextsOf<typeof ISSUE_FIELD_TEXTS> = {
  'issue.field.email': 'ईमेल',
  'issue.field.password': 'पासवर्ड',
  'issue.field.oldPassword': 'पुराना पासवर्ड',
  'issue.field.confirmPassword': 'पासवर्ड की पुष्टि',
  'issue.field.otp': 'कोड',
  'issue.field.code': 'कोड',
  'issue.field.fullName': 'पूरा नाम',
  'issue.field.name': 'नाम',
  'issue.field.phone': 'मोबाइल नंबर',
  'issue.field.amount': 'राशि',
  'issue.field.reason': 'कारण',
  'issue.field.address': 'पता',
  'issue.field.transaction_id': 'ट्रांज़ैक्शन हैश',
  'issue.field.transactionHash': 'ट्रांज़ैक्शन हैश',
  'issue.field.receiverId': 'प्राप्तकर्ता का UID',
  'issue.field.referBy': 'रेफ़रल कोड',
  'issue.field.title': 'शीर्षक',
  'issue.field.description': 'विवरण',
  'issue.field.price': 'कीमत',
  'issue.field.maxPrice': 'अधिकतम कीमत',
  'issue.field.yield': 'प्रतिफल',
  'issue.field.maturity': 'परिपक्वता',
  'issue.field.handlingFee': 'हैंडलिंग शुल्क',
  'issue.field.category': 'श्रेणी',
  'issue.field.status': 'स्थिति',
  'issue.field.kind': 'प्रकार',
  'issue.field.wallet': 'वॉलेट',
  'issue.field.country': 'देश',
  'issue.field.dateOfBirth': 'जन्म तिथि',
  'issue.field.documentType': 'दस्तावेज़ का प्रकार',
  'issue.field.documentNumber': 'दस्तावेज़ संख्या',
  'issue.field.page': 'पेज',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_ISSUE, HI_ISSUE_FIELDS];
