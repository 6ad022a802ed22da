import type { MY_PAGE_TEXTS } from '../../../features/profile/pages/my-page';
import type { PROFILE_TEXTS } from '../../../features/profile/texts';
import type { TextsOf } from '../../texts';

const HI_MY_PAGE: TextsOf<typeof MY_PAGE_TEXTS> = {
  'myPage.profile': 'आपकी प्रोफ़ाइल',
  'myPage.rankProgress': 'आपकी रैंक की प्रगति',
};

const HI_RANK: TextsOf<typeof PROFILE_TEXTS> = {
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

export const HI_PROFILE: Record<string, string> = { ...HI_MY_PAGE, ...HI_RANK };
