import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_NEWS_TEXTS } from './texts';

export const HI_CONSOLE_NEWS: TextsOf<typeof CONSOLE_NEWS_TEXTS> = {
  'cnews.title': 'समाचार',
  'cnews.description':
    'सार्वजनिक समाचार पेजों के लिए पोस्ट। नई पोस्ट एक ड्राफ़्ट है जिसे केवल ऑपरेटर देखते हैं; साइट पर दिखाने के लिए उसे प्रकाशित करें। हर बदलाव ऑडिट लॉग में दर्ज होता है।',
  'cnews.new': 'नई पोस्ट',
  'cnews.newTitle': 'नई पोस्ट',
  'cnews.editTitle': '“{{title}}” संपादित करें',
  'cnews.all': 'सभी समाचार पोस्ट',
  'cnews.loading': 'समाचार पोस्ट लोड हो रही हैं',
  'cnews.thePosts': 'समाचार पोस्ट',
  'cnews.thePost': 'पोस्ट',
  'cnews.none': 'अभी कोई पोस्ट नहीं है। नई पोस्ट से पहली लिखें।',
  'cnews.draft': 'ड्राफ़्ट',
  'cnews.published': 'प्रकाशित',
  'cnews.byline': '{{author}} द्वारा · {{date}} को बदली गई',
  'cnews.publishedOn': '{{date}} को प्रकाशित',
  'cnews.edit': 'संपादित करें',
  'cnews.field.title': 'शीर्षक',
  'cnews.field.slug': 'वेब पता',
  'cnews.field.slugHint': 'पोस्ट /news/{{slug}} पर है। प्रकाशित रहते हुए यह नहीं बदल सकता।',
  'cnews.field.summary': 'सारांश (सूचियों में और शीर्षक के नीचे दिखता है)',
  'cnews.field.category': 'श्रेणी',
  'cnews.field.categoryHint': 'नवीनतम गाइड और सुरक्षा पर नवीनतम पेज Guides और Safety की सबसे नई पोस्ट दिखाते हैं।',
  'cnews.field.tags': 'टैग, अल्पविराम से अलग',
  'cnews.field.body': 'पाठ (Markdown: ## शीर्षक, **बोल्ड**, - सूची आइटम, [लिंक](/faq))',
  'cnews.writeOrPreview': 'पाठ या पूर्वावलोकन',
  'cnews.write': 'लिखें',
  'cnews.preview': 'पूर्वावलोकन',
  'cnews.previewLabel': 'पूर्वावलोकन, जैसा साइट दिखाएगी',
  'cnews.save': 'सहेजें',
  'cnews.saveDraft': 'ड्राफ़्ट सहेजें',
  'cnews.publish': 'प्रकाशित करें',
  'cnews.unpublish': 'अप्रकाशित करें',
  'cnews.delete': 'ड्राफ़्ट हटाएँ',
  'cnews.view': 'साइट पर खोलें',
  'cnews.unpublishTitle': '“{{title}}” अप्रकाशित करें?',
  'cnews.unpublishText':
    'दोबारा प्रकाशित करने तक आगंतुक पोस्ट नहीं देखते और उसका पता “नहीं मिला” दिखाता है। ऑडिट लॉग इसका रिकॉर्ड रखता है।',
  'cnews.deleteTitle': '“{{title}}” हटाएँ?',
  'cnews.deleteText': 'ड्राफ़्ट हमेशा के लिए हट जाता है। ऑडिट लॉग उसका शीर्षक रखता है।',
  'cnews.languages': 'भाषाएँ',
  'cnews.languageSaved': 'इस भाषा में इसका शीर्षक, सारांश और पाठ सहेजा गया है; वेब पता, श्रेणी और टैग अंग्रेज़ी में तय होते हैं।',
  'cnews.languageMissing':
    'अभी इस भाषा में नहीं लिखा गया: इसके आगंतुक अंग्रेज़ी पाठ पढ़ते हैं। फ़ॉर्म उसी से शुरू होता है; वेब पता, श्रेणी और टैग अंग्रेज़ी में तय होते हैं।',
  'cnews.behindNotice':
    'अंग्रेज़ी पाठ से पीछे: {{languages}}। इन भाषाओं के आगंतुक तब तक पुराना पाठ या अंग्रेज़ी पाठ पढ़ते हैं जब तक आप उनका पाठ नहीं सहेजते।',
  'cnews.behindShort': 'अंग्रेज़ी पाठ से पीछे: {{languages}}',
  'cnews.statusNote.draft': 'ड्राफ़्ट: केवल ऑपरेटर देखते हैं।',
  'cnews.statusNote.published': 'प्रकाशित: आगंतुक अब इसे देखते हैं।',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_CONSOLE_NEWS];
