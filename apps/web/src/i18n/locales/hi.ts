import { HI } from '@app/contract/i18n/hi';
import { translateWith } from '@app/contract/i18n/translate';
import type { LocaleBundle } from '@app/web-kit/i18n/locale-bundle';
import { HI_UI } from '@app/web-kit/i18n/locales/hi';
import { HI_AREAS } from './hi-areas';

// Hindi of the members' app: the screens' shared texts (the kit's), the header menu's page names by path, its
// areas' texts and the contract's messages (one chunk).

// The header menu's group names by id, its page names by path.
const LINKS: Record<string, string> = {
  'menu.home': 'होम',
  'menu.about': 'परिचय',
  'menu.services': 'सेवाएँ',
  'menu.pages': 'पेज',
  'menu.shop': 'दुकान',
  'menu.blog': 'समाचार',
  'menu.contact': 'संपर्क',
  'link./home-1': 'प्लेटफ़ॉर्म कैसे काम करता है',
  'link./home-2': 'पैकेज और दैनिक लाभ',
  'link./home-3': 'रेफ़रल और टीम आय',
  'link./home-4': 'जमा और निकासी',
  'link./about-1': 'प्लेटफ़ॉर्म के बारे में',
  'link./about-2': 'हमारे ऑपरेटर',
  'link./about-3': 'एक सदस्य का सफ़र',
  'link./team': 'प्लेटफ़ॉर्म कौन चलाता है',
  'link./testimonials': 'हमारी प्रतिबद्धताएँ',
  'link./gallery': 'सदस्य की स्क्रीनें',
  'link./services-1': 'सदस्यों को क्या मिलता है',
  'link./services-2': 'जमा से निकासी तक',
  'link./services-details': 'वॉलेट, ट्रांसफ़र और स्टेटमेंट',
  'link./pricing': 'मूल्य',
  'link./projects': 'आप क्या जाँच सकते हैं',
  'link./faq': 'सामान्य प्रश्न',
  'link./events': 'क्या होता है, और कब',
  'link./career': 'टीम बनाना',
  'link./courses': 'नए सदस्यों के लिए गाइड',
  'link./profile-authentication': 'खाते की सुरक्षा',
  'link./membership-levels': 'सदस्यता स्तर',
  'link./purchase-guide': 'खरीद गाइड',
  'link./terms-of-service': 'सेवा की शर्तें',
  'link./privacy-policy': 'गोपनीयता नीति',
  'link./404': '404 पेज',
  'link./coming-soon': 'जल्द आ रहा है',
  'link./shop': 'पैकेज खरीदें',
  'link./product-details': 'पैकेज का विवरण',
  'link./cart': 'आपका ऑर्डर',
  'link./checkout': 'पैकेज का भुगतान',
  'link./blog-grid': 'समाचार',
  'link./blog-list': 'सभी समाचार, नए पहले',
  'link./blog-sidebar': 'समाचार में खोजें',
  'link./author': 'समाचार के लेखक',
  'link./categories': 'समाचार की श्रेणियाँ',
  'link./tags': 'समाचार के टैग',
  'link./search': 'खोज पेज',
  'link./single-post-standard': 'नवीनतम समाचार पोस्ट',
  'link./single-post-video': 'नवीनतम गाइड',
  'link./single-post-gallery': 'सुरक्षा पर नवीनतम',
  'link./risk-disclosure': 'जोखिम प्रकटीकरण',
};

// Each area's Hindi sits beside its English (`features/withdrawals/texts.hi.ts`), registered in hi-areas.ts. Eager:
// they all travel in this chunk, which is fetched only once Hindi is chosen.
const AREA_TEXTS: Record<string, string> = Object.assign({}, ...HI_AREAS.flat());

export const HI_BUNDLE: LocaleBundle = {
  ui: { ...HI_UI, ...LINKS, ...AREA_TEXTS },
  translateMessage: (message) => translateWith(message, HI),
};
