import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_REASON_TEXTS } from './texts';

export const HI_CONSOLE_REASONS: TextsOf<typeof CONSOLE_REASON_TEXTS> = {
  'crr.title': 'अस्वीकृति के कारण',
  'crr.description':
    'जमा या निकासी अस्वीकार करते समय समीक्षक जो कारण चुनते हैं। सदस्य इन्हें अपनी भाषा में पढ़ते हैं: कोई भाषा खाली हो तो अंग्रेज़ी में।',
  'crr.newReason': 'नया कारण',
  'crr.loading': 'अस्वीकृति के कारण लोड हो रहे हैं',
  'crr.theReasons': 'अस्वीकृति के कारण',
  'crr.empty': 'अभी तक अस्वीकृति का कोई कारण नहीं',
  'crr.emptyHint': 'सबसे ज़्यादा दिए जाने वाले कारण सहेजें, ताकि सदस्य उन्हें अपनी भाषा में पढ़ें।',
  'crr.for.deposit': 'जमा',
  'crr.for.withdrawal': 'निकासी',
  'crr.for.both': 'जमा और निकासी',
  'crr.forField': 'किसके लिए',
  'crr.retired': 'हटाया गया',
  'crr.missing': '{{language}} नहीं',
  'crr.edit': 'बदलें',
  'crr.retire': 'हटाएँ',
  'crr.newTitle': 'अस्वीकृति का नया कारण',
  'crr.editTitle': 'अस्वीकृति का कारण बदलें',
  'crr.textEn': 'अंग्रेज़ी में कारण',
  'crr.textEs': 'स्पेनिश में कारण (वैकल्पिक)',
  'crr.textHi': 'हिन्दी में कारण (वैकल्पिक)',
  'crr.textHint': 'पहले की गई अस्वीकृति अपने शब्द बनाए रखती है; बदलाव बाद वाली पर लागू होता है।',
  'crr.save': 'कारण सहेजें',
  'crr.retireTitle': 'यह कारण हटाएँ?',
  'crr.retireWarning':
    'अस्वीकार करते समय यह अब नहीं दिखेगा। जिन अस्वीकृतियों में इसका उपयोग हुआ, उनके शब्द वैसे ही रहेंगे, और यह यहाँ हटाए गए के रूप में दिखता रहेगा।',
  'crr.lang.es': 'स्पेनिश',
  'crr.lang.hi': 'हिन्दी',
  'crr.back': 'जमा पर वापस',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_CONSOLE_REASONS];
