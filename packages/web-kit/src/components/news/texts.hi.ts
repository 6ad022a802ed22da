import type { TextsOf } from '../../i18n/locale-bundle';
import type { NEWS_TEXTS } from './texts';

export const HI_NEWS: TextsOf<typeof NEWS_TEXTS> = {
  'news.draft': 'ड्राफ़्ट: प्रकाशित होने तक आगंतुक यह पोस्ट नहीं देखते।',
  'news.tags': 'टैग',
  'news.tagLink': '{{tag}} टैग वाली और पोस्ट',
  'news.allNews': 'सभी समाचार',
  'news.loadingPost': 'पोस्ट लोड हो रही है',
  'news.loadingPosts': 'समाचार लोड हो रहे हैं',
  'news.thePost': 'यह पोस्ट',
  'news.theNews': 'समाचार',
  'news.theTopics': 'समाचार के विषय',
  'news.notFoundTitle': 'पोस्ट नहीं मिली',
  'news.notFound': 'यह पोस्ट मौजूद नहीं है, या अब प्रकाशित नहीं है।',
  'news.none': 'अभी तक कोई समाचार प्रकाशित नहीं हुआ है। कुछ बदलने पर ऑपरेटर यहाँ लिखते हैं; बाद में फिर देखें।',
  'news.noneIn': 'कोई प्रकाशित पोस्ट मेल नहीं खाती। कम शब्द, या कोई और श्रेणी या टैग आज़माएँ।',
  'news.noneCategory': '{{category}} में अभी तक कोई पोस्ट प्रकाशित नहीं हुई है।',
  'news.read': 'पोस्ट पढ़ें',
  'news.postCount': 'पोस्ट: {{count}}',
  'news.searchLabel': 'समाचार में खोजें',
  'news.searchSubmit': 'खोजें',
  'news.categories': 'श्रेणियाँ',
  'news.tagsHeading': 'टैग',
  'news.filtered': 'दिखाई जा रही पोस्ट: {{filter}}।',
  'news.inCategory': '{{category}} में',
  'news.withTag': '{{tag}} टैग वाली',
  'news.byAuthor': '{{author}} की',
  'news.matching': '“{{search}}” वाली',
  'news.clear': 'सभी दिखाएँ',
  'news.authorPosts': '{{author}} की पोस्ट',
  'news.categoryPosts': '{{category}} की पोस्ट',
  'news.searchHits': 'समाचार पोस्ट',
  'news.searchLoading': 'समाचार में खोज हो रही है',
  'news.searchError': 'अभी समाचार में खोज नहीं हो सकी।',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_NEWS];
