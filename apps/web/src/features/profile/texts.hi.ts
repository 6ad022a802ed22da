import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { MY_PAGE_TEXTS } from './my-page-texts';
import type { STATEMENT_KIND_TEXTS, STATEMENT_TEXTS } from './statement-texts';
import type { PROFILE_TEXTS } from './texts';

export const HI_MY_PAGE: TextsOf<typeof MY_PAGE_TEXTS> = {
  'myPage.profile': 'आपकी प्रोफ़ाइल',
  'myPage.rankProgress': 'आपकी रैंक की प्रगति',
};

export const HI_RANK: TextsOf<typeof PROFILE_TEXTS> = {
  'rank.title': 'रैंक की प्रगति',
  'rank.levelNote': 'यहाँ लेवल आपकी रैंक है। टीम लेवल A, B और C आपके नीचे आपकी टीम की गहराइयाँ हैं।',
  'rank.firstPackage': 'आपका पहला पैकेज',
  'rank.teamCapital': 'टीम पूंजी (A + B + C, अभी सक्रिय पैकेजों में)',
  'rank.activeDirects': 'सक्रिय सीधे सदस्य (टीम A)',
  'rank.missingFirst': 'एक पहला पैकेज',
  'rank.missingCapital': '{{amount}} और टीम पूंजी',
  'rank.missingDirectOne': '{{count}} और सक्रिय सीधा सदस्य',
  'rank.missingDirectOther': '{{count}} और सक्रिय सीधे सदस्य',
  'rank.of': '{{required}} में से {{current}}',
  'rank.done': 'पूरा',
  'rank.missing': 'बाकी: {{what}}',
  'rank.level': 'लेवल {{rank}}',
  'rank.none': 'अभी कोई रैंक नहीं',
  'rank.top': '{{current}}: आप सबसे ऊँची रैंक पर पहुँच गए हैं। इसके आगे कोई रैंक नहीं है।',
  'rank.current': 'मौजूदा रैंक',
  'rank.next': 'अगली रैंक',
  'rank.reward': 'इनाम',
  'rank.asks': 'लेवल {{rank}} के लिए क्या चाहिए',
  'rank.allMet': 'आप हर शर्त पूरी करते हैं: आपकी टीम में अगला पैकेज खरीदे जाने पर लेवल {{rank}} मिलेगा।',
  'rank.toReach': 'लेवल {{rank}} तक पहुँचने के लिए आपको {{what}} चाहिए।',
  'rank.and': ' और ',
  'rank.pays': ' इस पर {{amount}} का एक बार का इनाम मिलता है।',
  'rank.choose': 'पैकेज चुनें',
  'rank.yourProgress': 'आपकी रैंक की प्रगति',
  'rank.loading': 'आपकी रैंक की प्रगति लोड हो रही है',
};

export const HI_STATEMENT: TextsOf<typeof STATEMENT_TEXTS> = {
  'st.title': 'स्टेटमेंट',
  'st.intro':
    'वॉलेट का हर क्रेडिट और डेबिट, सबसे नया पहले, ठीक उसके बाद की शेष राशि के साथ। पहले पेज की सबसे ऊपर की पंक्ति वॉलेट में अभी की शेष राशि दिखाती है।',
  'st.wallet': 'वॉलेट',
  'st.deposit': 'इलेक्ट्रॉनिक वॉलेट',
  'st.income': 'फ्लेक्सिबल वॉलेट',
  'st.from': 'से',
  'st.to': 'तक',
  'st.show': 'ये दिन दिखाएँ',
  'st.loading': 'आपका स्टेटमेंट लोड हो रहा है',
  'st.yours': 'आपका स्टेटमेंट',
  'st.nothingInDays': 'इन दिनों में कुछ नहीं',
  'st.noneYet': 'अभी तक कोई लेन-देन नहीं',
  'st.otherDays': 'दूसरे दिन चुनें, या पूरा स्टेटमेंट देखने के लिए उन्हें हटा दें।',
  'st.noneHint': 'इस वॉलेट की जमा, खरीद, आय और निकासी यहाँ दिखती हैं।',
  'st.countOne': '{{count}} लेन-देन',
  'st.countOther': '{{count}} लेन-देन',
  'st.csv': 'CSV डाउनलोड करें',
  'st.credit': 'क्रेडिट ',
  'st.debit': 'डेबिट ',
  'st.balance': 'शेष {{amount}}',
};

export const HI_STATEMENT_KINDS: TextsOf<typeof STATEMENT_KIND_TEXTS> = {
  'st.kind.deposit': 'जमा क्रेडिट हुई',
  'st.kind.package:purchase': 'पैकेज की खरीद',
  'st.kind.package:fee': 'पैकेज हैंडलिंग शुल्क',
  'st.kind.withdrawal:income:hold': 'निकासी का अनुरोध',
  'st.kind.withdrawal:capital:hold': 'पूंजी निकासी का अनुरोध',
  'st.kind.withdrawal:return': 'निकासी अस्वीकृत: राशि वापस',
  'st.kind.withdrawal:return:cancelled': 'निकासी रद्द: राशि वापस',
  'st.kind.adjustment': 'ऑपरेटर द्वारा समायोजन',
  'st.kind.transfer:sent': 'ट्रांसफ़र भेजा गया',
  'st.kind.transfer:received': 'ट्रांसफ़र मिला',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_MY_PAGE, HI_RANK, HI_STATEMENT, HI_STATEMENT_KINDS];
