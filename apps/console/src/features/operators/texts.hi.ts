import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_OPERATOR_TEXTS } from './texts';

export const HI_CONSOLE_OPERATORS: TextsOf<typeof CONSOLE_OPERATOR_TEXTS> = {
  'cop.title': 'ऑपरेटर',
  'cop.description':
    'इस कंसोल में साइन इन कर सकने वाले सभी लोग और उनकी भूमिका, सबसे नए पहले। कम से कम एक मालिक हमेशा सक्रिय रहता है।',
  'cop.what': 'ऑपरेटर',
  'cop.empty': 'कोई ऑपरेटर नहीं',
  'cop.emptyHint': 'ऊपर के फ़ॉर्म से किसी ऑपरेटर को आमंत्रित करें।',
  'cop.inviteTitle': 'ऑपरेटर को आमंत्रित करें',
  'cop.inviteNote':
    'उन्हें पासवर्ड सेट करने के लिंक वाला ई-मेल मिलता है (एक बार, {{hours}} घंटे के भीतर), फिर वे ई-मेल किए गए कोड से यहाँ साइन इन करते हैं।',
  'cop.fullName': 'पूरा नाम',
  'cop.email': 'ई-मेल',
  'cop.role': 'भूमिका',
  'cop.chooseRole': 'भूमिका चुनें',
  'cop.roleHint':
    'मालिक: सब कुछ, ऑपरेटर और सेटिंग्स भी। वित्त: जमा, निकासी, क्रेडिट और रिज़र्व। सहायता: सदस्य, पहचान जाँच और संदेश। सामग्री: साइट, समाचार और न्यूज़लेटर।',
  'cop.roleOf': '{{name}} की भूमिका',
  'cop.changeRole': 'भूमिका बदलें',
  'cop.changeRoleOf': '{{name}} की भूमिका बदलें',
  'cop.sendInvitation': 'आमंत्रण भेजें',
  'cop.active': 'सक्रिय',
  'cop.invited': 'आमंत्रित',
  'cop.disabled': 'निष्क्रिय',
  'cop.disabledAt': '{{time}} को निष्क्रिय किया गया',
  'cop.invitedLine': 'अभी पासवर्ड सेट नहीं किया: आमंत्रण लिंक एक बार, {{hours}} घंटे तक काम करता है।',
  'cop.since': '{{date}} से ऑपरेटर',
  'cop.sendNewLinkTo': '{{name}} को नया लिंक भेजें',
  'cop.sendNewLink': 'नया लिंक भेजें',
  'cop.you': 'आप',
  'cop.enable': 'सक्रिय करें',
  'cop.disable': 'निष्क्रिय करें',
  'cop.enableName': '{{name}} को सक्रिय करें',
  'cop.disableName': '{{name}} को निष्क्रिय करें',
  'cop.disableTitle': 'ऑपरेटर को निष्क्रिय करें',
  'cop.enableTitle': 'ऑपरेटर को सक्रिय करें',
  'cop.disableQuestion': '{{name}} ({{email}}) को निष्क्रिय करें?',
  'cop.enableQuestion': '{{name}} ({{email}}) को सक्रिय करें?',
  'cop.disableWarning':
    'इस ऑपरेटर के सभी सत्र तुरंत समाप्त होते हैं और जब तक कोई मालिक उन्हें सक्रिय न करे, वे साइन इन नहीं कर सकते। कम से कम एक मालिक हमेशा सक्रिय रहता है।',
  'cop.enableNote':
    'वे अपने पासवर्ड और ई-मेल किए गए कोड से फिर साइन इन कर सकते हैं; निष्क्रिय करने से समाप्त हुए सत्र समाप्त ही रहते हैं।',
  'cop.pendingTitle': 'दूसरे मालिक की प्रतीक्षा में पैसे वाली भूमिकाएँ',
  'cop.pendingNote':
    'मालिक और वित्त ऑपरेटर पैसे के फ़ैसले लेते हैं, इसलिए इनमें से कोई भूमिका किसी एक मालिक के कहने पर नहीं दी जाती: कोई दूसरा मालिक, जो अनुरोध से पहले से मालिक है, इसे स्वीकृत करता है।',
  'cop.inviteOwner': '{{name}} ({{email}}) को {{role}} भूमिका के साथ आमंत्रित करें',
  'cop.makeOwner': '{{name}} को {{newRole}} भूमिका दें (अभी {{role}})',
  'cop.makeOwnerUnknown': 'किसी ऑपरेटर को {{newRole}} भूमिका दें (अभी {{role}})',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_CONSOLE_OPERATORS];
