import type { POSTS_MSG } from '../posts';

// Hindi for the news API and editor (POSTS_MSG), kept beside hi.ts so the news texts change in one place.
export const POSTS_HI: { readonly [K in keyof typeof POSTS_MSG]: string } = {
  titleRequired: '1 से 120 अक्षरों का शीर्षक दर्ज करें।',
  slugInvalid: '3 से 80 अक्षरों का वेब पता लिखें: छोटे अक्षर और अंक, शब्दों के बीच एक-एक डैश।',
  summaryRequired: '1 से 300 अक्षरों का सारांश लिखें।',
  bodyRequired: 'पोस्ट लिखें: 1 से 50,000 अक्षर।',
  categoryRequired: '1 से 40 अक्षरों की श्रेणी लिखें।',
  tagsInvalid: 'अधिकतम 8 टैग दें, हर एक 1 से 30 अक्षरों का।',
  searchTooLong: 'अधिकतम 100 अक्षर खोजें।',
  filterTooLong: 'श्रेणी, टैग या लेखक अधिकतम 120 अक्षरों का होता है।',
  statusInvalid: 'स्थिति all, draft या published होनी चाहिए।',
  notFound: 'यह पोस्ट मौजूद नहीं है या प्रकाशित नहीं है।',
  noPost: 'इस id की कोई पोस्ट नहीं है।',
  slugTaken: 'यह वेब पता कोई दूसरी पोस्ट पहले से उपयोग कर रही है। कोई और चुनें।',
  slugLocked: 'प्रकाशित पोस्ट का वेब पता नहीं बदलता, ताकि उसके लिंक काम करते रहें। इसे बदलने के लिए पहले पोस्ट को अप्रकाशित करें।',
  created: 'ड्राफ़्ट सहेजा गया। प्रकाशित करने तक आगंतुक इसे नहीं देखते।',
  saved: 'पोस्ट सहेजी गई।',
  published: 'पोस्ट प्रकाशित हुई। आगंतुक अब इसे देखते हैं।',
  alreadyPublished: 'यह पोस्ट पहले से प्रकाशित है।',
  unpublished: 'पोस्ट अप्रकाशित हुई: यह फिर से ड्राफ़्ट है और आगंतुक इसे अब नहीं देखते।',
  alreadyDraft: 'यह पोस्ट पहले से ड्राफ़्ट है।',
  deleted: 'ड्राफ़्ट हटाया गया।',
  deletePublished: 'हटाने से पहले पोस्ट को अप्रकाशित करें।',
  englishFirst: 'पहले पोस्ट अंग्रेज़ी में लिखें: इसके स्पेनिश और हिन्दी पाठ पोस्ट बनने के बाद जोड़े जाते हैं।',
};
