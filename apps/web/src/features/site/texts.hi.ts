import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { SITE_LIVE_STATE_TEXTS } from './components/live/state-texts';
import type { SITE_LIVE_TEXTS } from './components/live/texts';
import type { SITE_HOME_TEXTS } from './home-texts';
import type { SITE_SHARED_TEXTS } from './shared-texts';
import type { SITE_TEXTS } from './texts';

export const HI_SITE_SHARED: TextsOf<typeof SITE_SHARED_TEXTS> = {
  'site.risk': 'जोखिम',
  'site.riskLead': 'आप पैसा खो सकते हैं।',
  'site.searchWords': 'खोज के शब्द',
  'site.searchPlaceholder': 'पेज खोजें, जैसे निकासी',
  'site.search': 'खोजें',
  'site.newsletter': 'न्यूज़लेटर',
  'site.emailAddress': 'ई-मेल पता',
  'site.enterEmail': 'अपना ई-मेल लिखें',
  'site.subscribe': 'सब्सक्राइब करें',
};

export const HI_SITE: TextsOf<typeof SITE_TEXTS> = {
  'site.lastUpdated': 'अंतिम अपडेट: {{date}}',
  'site.operator': 'प्लेटफ़ॉर्म का संचालक',
  'site.step': 'चरण {{number}}',
  'site.byTheNumbers': 'आँकड़ों में',
  'site.packagesOnSaleNow': 'अभी बिक्री पर पैकेज',
  'site.searchHint': 'ऊपर कोई शब्द लिखें, जैसे सुरक्षा, निकासी या पैकेज।',
  'site.searchNone': '“{{query}}” से कोई पेज मेल नहीं खाता',
  'site.searchNoneHint': 'वर्तनी जाँचें, छोटा शब्द आज़माएँ, या मेन्यू देखें।',
  'site.searchOne': '“{{query}}” से 1 पेज मेल खाता है',
  'site.searchMany': '“{{query}}” से {{count}} पेज मेल खाते हैं',
  'site.stillQuestion': 'अब भी कोई प्रश्न है?',
  'site.contactUs': 'हमसे संपर्क करें',
  'site.figuresFailed': 'मौजूदा आँकड़े लोड नहीं हो सके।',
  'site.figuresLoading': 'मौजूदा आँकड़े लोड हो रहे हैं…',
  'site.figureNow': '{{label}} (ऑपरेटर द्वारा तय), अभी:',
  'site.figure.withdrawalMinimum': 'आय की न्यूनतम निकासी',
  'site.figure.withdrawalChargePercent': 'आय निकासी शुल्क',
  'site.figure.packageWithdrawalMinimum': 'पूंजी की न्यूनतम निकासी',
  'site.figure.packageWithdrawalChargePercent': 'पूंजी निकासी शुल्क (अभी खरीदे गए पैकेज)',
  'site.figure.depositMinimum': 'न्यूनतम जमा',
  'site.figure.levelIncomePercents': 'लेवल आय, लेवल A, B, C',
  'site.figure.directIncomePercent': 'डायरेक्ट आय',
  'site.figure.timezone': 'प्लेटफ़ॉर्म दिवस का समय क्षेत्र',
  'site.figure.kycRequiredForWithdrawal': 'निकासी से पहले पहचान जाँच',
  'site.figure.companyEmail': 'सहायता ई-मेल',
  'site.kycRequired': 'ज़रूरी',
  'site.kycNotRequired': 'अभी ज़रूरी नहीं',
  'site.contactTitle': 'संपर्क',
  'site.contactIntro':
    'आपके खाते, किसी जमा, किसी निकासी या आपकी पहचान जाँच के बारे में प्रश्न: हमें लिखें और एक ऑपरेटर ई-मेल से जवाब देगा। अपना पासवर्ड या ई-मेल से आया कोड कभी न भेजें; प्लेटफ़ॉर्म से कोई भी इन्हें नहीं माँगेगा।',
  'site.signedInSupport': 'आप साइन इन हैं: अपनी जमा और निकासी के बारे में अपने खाते के अंदर जवाब पाने के लिए सहायता में पूछें।',
  'site.goToSupport': 'सहायता पर जाएँ',
  'site.contactDetails': 'संपर्क विवरण',
  'site.contactLoading': 'संपर्क विवरण लोड हो रहे हैं',
  'site.company': 'कंपनी',
  'site.address': 'पता',
  'site.email': 'ई-मेल',
  'site.people': 'टीम के लोग',
  'site.roles': 'संचालक क्या करते हैं',
  'site.sendUsMessage': 'हमें संदेश भेजें',
  'site.name': 'नाम',
  'site.description': 'विवरण',
  'site.sendMessage': 'संदेश भेजें',
};

export const HI_SITE_HOME: TextsOf<typeof SITE_HOME_TEXTS> = {
  'site.home.title': 'USDT पैकेज और टीम आय',
  'site.home.heading': 'दैनिक लाभ वाले USDT पैकेज, और आपकी टीम से आय।',
  'site.home.intro':
    'रेफ़रल कोड से साइन अप करें, BEP-20 पर USDT जमा करें, एक पैकेज खरीदें और उसका दैनिक लाभ क्लेम करें। जैसे-जैसे आपकी टीम बढ़ती है, लेवल, डायरेक्ट और रिवॉर्ड आय कमाएँ। अपने ई-मेल पर भेजे गए कोड से निकासी करें।',
  'site.home.myAccount': 'मेरे खाते पर जाएँ',
  'site.home.signUp': 'साइन अप',
  'site.home.logIn': 'लॉग इन',
  'site.home.noGuarantee': 'रिटर्न की गारंटी नहीं है और आप पैसा खो सकते हैं।',
  'site.home.readRisk': 'जोखिम प्रकटीकरण पढ़ें',
  'site.home.packagesHeading': 'अभी बिक्री पर पैकेज',
  'site.home.packagesText':
    'हर पैकेज की एक कीमत, एक दैनिक दर और भुगतान वाले दिनों में एक अवधि होती है। आप इसे अपने इलेक्ट्रॉनिक वॉलेट से उसकी कीमत पर, या उसकी सीमा में अपनी चुनी राशि पर, हैंडलिंग शुल्क (यदि हो) के साथ खरीदते हैं; आपका ऑर्डर ये शर्तें बनाए रखता है।',
  'site.home.incomesHeading': 'आप कैसे कमाते हैं',
  'site.home.incomesText':
    'आपके पैकेजों से दैनिक लाभ, और तीन लेवल वाली आपकी टीम से लेवल, डायरेक्ट और रिवॉर्ड आय, ऑपरेटर द्वारा अभी तय किए गए हिस्सों के साथ।',
  'site.home.moneyHeading': 'जमा और निकासी',
  'site.home.moneyText':
    'BEP-20 पर USDT से जमा और निकासी। जमा को जोड़ने से पहले जाँचा जाता है; निकासी ई-मेल से आए कोड से पुष्टि होती है और एक ऑपरेटर उसका भुगतान करता है।',
  'site.home.risk':
    'रिटर्न की गारंटी नहीं है: दैनिक दरें ऑपरेटर तय करता है और नए पैकेजों के लिए बदल सकती हैं, पिछले भुगतान भविष्य के भुगतानों का वादा नहीं हैं, और आप अपनी जमा राशि का कुछ हिस्सा या पूरी राशि खो सकते हैं। चेन पर USDT ट्रांसफ़र वापस नहीं हो सकते। केवल उतना ही जमा करें जितना खोना आप सह सकें; जोखिम प्रकटीकरण में और जानकारी है।',
  'site.home.ctaHeading': 'शुरू करने से पहले प्रश्न हैं?',
  'site.home.ctaText':
    'अक्सर पूछे जाने वाले प्रश्न बताते हैं कि आप कब निकासी कर सकते हैं, अवधि के अंत में पैकेज का क्या होता है, और फ़ीस व न्यूनतम राशियाँ।',
  'site.home.ctaAction': 'अक्सर पूछे जाने वाले प्रश्न पढ़ें',
};

export const HI_SITE_LIVE_STATE: TextsOf<typeof SITE_LIVE_STATE_TEXTS> = {
  'site.live.loadingBlock': '{{what}} लोड हो रहे हैं',
  'site.live.couldNotLoad': 'हम {{what}} लोड नहीं कर सके। गलत हो सकने वाले आँकड़े दिखाने के बजाय कुछ नहीं दिखाया गया है।',
  'site.live.tryAgain': 'फिर से कोशिश करें',
};

export const HI_SITE_LIVE: TextsOf<typeof SITE_LIVE_TEXTS> = {
  'site.live.loadingIncomes': 'आय के नियम लोड हो रहे हैं',
  'site.live.theIncomes': 'आय के नियम',
  'site.live.incomesList': 'आय का भुगतान कैसे होता है',
  'site.live.dailyProfit': 'दैनिक लाभ',
  'site.live.dailyProfitText':
    'हर सक्रिय पैकेज प्लेटफ़ॉर्म के हर दिन एक बार अपनी कीमत पर अपनी दैनिक दर देता है। दिन {{timezone}} समय क्षेत्र में आधी रात को बदलता है।',
  'site.live.autoSettlement': 'प्लेटफ़ॉर्म हर दिन आपके लिए हर सक्रिय पैकेज का निपटारा करता है।',
  'site.live.claimSettlement': 'आप इसे अपने खाते में क्लेम करते हैं; एक क्लेम उस दिन के सभी सक्रिय पैकेजों का भुगतान करता है।',
  'site.live.missedDay':
    'छूटे हुए दिन का भुगतान बाद में नहीं होता, पर कुछ खोता नहीं: पैकेज अपने सभी भुगतान वाले दिनों तक कमाता है, इसलिए बस एक दिन बाद खत्म होता है।',
  'site.live.levelIncome': 'लेवल आय',
  'site.live.levelIncomeText':
    'जब आपकी टीम में किसी को दैनिक लाभ मिलता है, तो आप उसके लेवल के अनुसार उस लाभ का एक हिस्सा कमाते हैं:',
  'site.live.levelA': 'लेवल A (आपके डायरेक्ट रेफ़रल): {{share}}',
  'site.live.levelB': 'लेवल B (उनके रेफ़रल): {{share}}',
  'site.live.levelC': 'लेवल C (उससे नीचे का लेवल): {{share}}',
  'site.live.levelCondition': 'केवल उसी दिन जब आपके पास खुद उस दिन कमाने वाला पैकेज हो।',
  'site.live.directIncome': 'डायरेक्ट आय',
  'site.live.directIncomeText':
    'जब आपका रेफ़र किया सदस्य कोई पैकेज खरीदता है, तो आप उसकी कीमत का {{share}} कमाते हैं, हर खरीद पर एक बार, चाहे आपके पास खुद पैकेज हो या न हो।',
  'site.live.rewardIncome': 'रिवॉर्ड आय',
  'site.live.rewardIncomeText':
    'रैंक आपकी टीम के सक्रिय पैकेजों में लगी पूंजी और आपके सक्रिय डायरेक्ट रेफ़रल के साथ बढ़ती है; हर नई रैंक एक बार का रिवॉर्ड देती है, और एक बार पाई गई रैंक बनी रहती है।',
  'site.live.rankLine': 'रैंक {{rank}}: टीम पूंजी {{capital}}, {{directs}} सक्रिय डायरेक्ट, रिवॉर्ड {{reward}}',
  'site.live.loadingMoney': 'जमा और निकासी के नियम लोड हो रहे हैं',
  'site.live.theMoney': 'जमा और निकासी के नियम',
  'site.live.deposits': 'जमा',
  'site.live.depositNetwork': 'केवल BEP-20 (BNB Smart Chain) पर USDT, आपके खाते में दिखाए गए पते पर भेजे गए।',
  'site.live.depositLimits': 'हर जमा में कम से कम {{minimum}}, अधिकतम {{maximum}}। जमा पर कोई शुल्क नहीं।',
  'site.live.depositSubmit': 'आप राशि और ट्रांज़ैक्शन हैश जमा करते हैं; जाँच के बाद आपके इलेक्ट्रॉनिक वॉलेट में राशि जोड़ दी जाती है।',
  'site.live.depositIrreversible': 'चेन पर ट्रांसफ़र वापस नहीं हो सकता: दूसरा टोकन या दूसरा नेटवर्क खो जाता है।',
  'site.live.withdrawals': 'निकासी',
  'site.live.incomeWithdrawal': 'आय: आपके फ्लेक्सिबल वॉलेट से कम से कम {{minimum}}, राशि में से {{charge}} शुल्क काटा जाता है।',
  'site.live.capitalWithdrawal':
    'पैकेज पूंजी: वह राशि जिस पर एक पैकेज खरीदा गया (कम से कम {{minimum}}), अभी खरीदे गए पैकेजों पर {{charge}} शुल्क (हर पैकेज अपनी खरीद के दिन का शुल्क बनाए रखता है)। पैकेज कमाना बंद कर देता है।',
  'site.live.withdrawalReview':
    'हर अनुरोध आपके ई-मेल पर भेजे गए कोड से पुष्टि होता है, फिर एक ऑपरेटर उसकी समीक्षा करके भुगतान करता है।',
  'site.live.withdrawalKyc': 'किसी भी निकासी से पहले स्वीकृत पहचान जाँच ज़रूरी है।',
  'site.live.rangeHint': 'आप इस सीमा में राशि चुनते हैं।',
  'site.live.dailyRate': 'दैनिक दर',
  'site.live.perDay': '{{rate}} प्रतिदिन',
  'site.live.dailyProfitLeast': 'न्यूनतम राशि पर दैनिक लाभ',
  'site.live.term': 'अवधि',
  'site.live.paidDays': '{{days}} भुगतान वाले दिन',
  'site.live.handlingFee': 'हैंडलिंग शुल्क, अलग से',
  'site.live.termProfit': 'पूरी अवधि में लाभ, अधिकतम',
  'site.live.termProfitRange': 'पूरी अवधि में लाभ, आपकी चुनी गई राशि के अनुसार',
  'site.live.termProfitFromTo': '{{least}} से {{most}} तक',
  'site.live.buy': 'खरीदें',
  'site.live.buyPackage': '{{title}} खरीदें',
  'site.live.loadingPackages': 'पैकेज लोड हो रहे हैं',
  'site.live.thePackages': 'पैकेज',
  'site.live.noneOnSale': 'अभी कोई पैकेज बिक्री पर नहीं है। कृपया बाद में फिर देखें।',
  'site.live.onSale': 'बिक्री पर पैकेज',
  'site.live.packagesNote':
    'ऑपरेटर द्वारा तय मौजूदा शर्तें। पैकेज आपके इलेक्ट्रॉनिक वॉलेट से उसकी कीमत पर, या उसकी सीमा में किसी राशि पर, खरीदा जाता है और हर उस दिन का दैनिक लाभ देता है जिस दिन आप उसे क्लेम करते हैं, जब तक भुगतान वाले दिनों की उसकी अवधि पूरी न हो। पिछले भुगतान भविष्य के भुगतानों का वादा नहीं हैं।',
  'site.live.buyAPackage': 'एक पैकेज खरीदें',
  'site.live.morePackages': 'ये सबसे सस्ते हैं; प्लेटफ़ॉर्म पर कुल {{count}} पैकेज हैं।',
  'site.live.seeAllPackages': 'स्टेक पेज पर सभी पैकेज देखें',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [
  HI_SITE_SHARED,
  HI_SITE,
  HI_SITE_HOME,
  HI_SITE_LIVE_STATE,
  HI_SITE_LIVE,
];
