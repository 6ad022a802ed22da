import type { SitePage } from '../../types';

// The news pages in Hindi (lib/site-content/blog-pages.ts, then post-pages.ts), fetched only when Hindi is chosen
// (lib/site-content/translated-pages.ts). The posts themselves come from the API as the operators wrote them, and a
// page's `category` stays the API's category name.
export const HI_NEWS_PAGES: readonly SitePage[] = [
  {
    path: '/blog-grid',
    kind: 'news',
    view: 'grid',
    title: 'समाचार',
    heading: 'प्लेटफ़ॉर्म के समाचार',
    intro: 'ऑपरेटरों के लेख: जमा, दैनिक लाभ और निकासी कैसे काम करते हैं, क्या बदला, और किन बातों का ध्यान रखना है।',
  },
  {
    path: '/blog-list',
    kind: 'news',
    view: 'list',
    title: 'सभी समाचार, नए पहले',
    heading: 'हर समाचार पोस्ट, नई पहले',
    intro: 'हर पोस्ट की एक पंक्ति, ताकि आप सुर्खियों पर नज़र डालकर अपनी ज़रूरत वाली पोस्ट खोल सकें।',
  },
  {
    path: '/blog-sidebar',
    kind: 'news',
    view: 'topics',
    title: 'समाचार में खोजें',
    heading: 'कोई समाचार पोस्ट ढूँढें',
    intro: 'किसी भी शब्द से पोस्ट खोजें, या उन्हें श्रेणी, टैग या लेखक से छाँटें।',
  },
  {
    path: '/author',
    kind: 'news',
    view: 'authors',
    title: 'समाचार के लेखक',
    heading: 'समाचार कौन लिखता है',
    intro: 'प्लेटफ़ॉर्म के समाचार लिखने वाले ऑपरेटर, हर एक अपनी प्रकाशित पोस्ट के साथ।',
  },
  {
    path: '/categories',
    kind: 'news',
    view: 'categories',
    title: 'समाचार की श्रेणियाँ',
    heading: 'श्रेणी के अनुसार समाचार',
    intro: 'प्रकाशित पोस्ट की हर श्रेणी, और उसमें कितनी पोस्ट हैं।',
  },
  {
    path: '/tags',
    kind: 'news',
    view: 'tags',
    title: 'समाचार के टैग',
    heading: 'टैग के अनुसार समाचार',
    intro: 'प्रकाशित पोस्ट का हर टैग। कोई एक चुनें और उस टैग वाली पोस्ट पढ़ें।',
  },
  {
    path: '/search',
    kind: 'search',
    title: 'खोज पेज',
    heading: 'साइट में खोजें',
    intro: 'किसी पेज या समाचार पोस्ट को उसके शीर्षक या टेक्स्ट के किसी भी शब्द से ढूँढें।',
  },
  {
    path: '/single-post-standard',
    kind: 'news',
    view: 'latest',
    title: 'नवीनतम समाचार पोस्ट',
    heading: 'सबसे नई समाचार पोस्ट',
    intro: 'ऑपरेटरों द्वारा प्रकाशित सबसे नई पोस्ट, उसका विषय चाहे जो हो।',
  },
  {
    path: '/single-post-video',
    kind: 'news',
    view: 'latest',
    category: 'Guides',
    title: 'नवीनतम गाइड',
    heading: 'सबसे नई गाइड',
    intro: 'गाइड श्रेणी की सबसे नई पोस्ट: प्लेटफ़ॉर्म का कोई हिस्सा कैसे काम करता है, चरण-दर-चरण।',
  },
  {
    path: '/single-post-gallery',
    kind: 'news',
    view: 'latest',
    category: 'Safety',
    title: 'सुरक्षा पर नवीनतम',
    heading: 'सुरक्षा पर सबसे नई पोस्ट',
    intro: 'सुरक्षा श्रेणी की सबसे नई पोस्ट: वे जाँचें जो आपके पैसे की रक्षा करती हैं, और वे जोखिम जो फिर भी बने रहते हैं।',
  },
];
