import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { WITHDRAWAL_ADDRESSES_TEXTS } from './withdrawal-addresses-texts';

export const HI_WITHDRAWAL_ADDRESSES: TextsOf<typeof WITHDRAWAL_ADDRESSES_TEXTS> = {
  'wad.title': 'निकासी पते',
  'wad.description':
    'जिन पतों पर आप निकासी करते हैं, उन्हें सहेजें। "केवल सहेजे गए पतों पर निकासी" चालू करें, तो आपके खाते में घुसने वाला कोई भी आपका पैसा कहीं और नहीं भेज सकता। नया पता, और पासवर्ड या टू-फ़ैक्टर बदलने के बाद हर पता, इस्तेमाल से पहले 24 घंटे रुकता है।',
  'wad.loading': 'आपके सहेजे गए पते लोड हो रहे हैं…',
  'wad.retry': 'फिर से कोशिश करें',
  'wad.empty': 'अभी कोई सहेजा गया पता नहीं है।',
  'wad.list': 'सहेजे गए पते',
  'wad.receivers': 'ट्रांसफर प्राप्तकर्ता',
  'wad.receiversAbout':
    'जिन सदस्यों को आप UID से भेजते हैं। किसी ऐसे सदस्य को पहला ट्रांसफर, जिसे आपने कभी नहीं भेजा, उन्हें यहाँ सहेजता है और वही 24 घंटे रुकता है। "केवल सहेजे गए पतों पर निकासी" चालू होने पर ट्रांसफर केवल यहाँ सहेजे गए प्राप्तकर्ताओं को जाते हैं।',
  'wad.noReceivers': 'अभी कोई सहेजा गया प्राप्तकर्ता नहीं है।',
  'wad.addReceiver': 'प्राप्तकर्ता जोड़ें',
  'wad.receiverUid': 'सदस्य का UID',
  'wad.saveReceiver': 'प्राप्तकर्ता सहेजें',
  'wad.usableNow': 'अभी इस्तेमाल हो सकता है',
  'wad.usableFrom': '{{when}} से इस्तेमाल हो सकता है',
  'wad.locked': 'लॉक',
  'wad.remove': 'हटाएँ',
  'wad.removeConfirm': '{{label}} हटाएँ',
  'wad.add': 'पता जोड़ें',
  'wad.name': 'नाम',
  'wad.address': 'USDT (BEP-20) पता',
  'wad.sendCode': 'कोड भेजें',
  'wad.codeEmail': 'हमारे भेजे ई-मेल का कोड',
  'wad.password': 'आपका पासवर्ड',
  'wad.codeApp': 'आपके ऑथेंटिकेटर ऐप का कोड',
  'wad.save': 'पता सहेजें',
  'wad.cancel': 'रद्द करें',
  'wad.only': 'केवल सहेजे गए पतों पर निकासी',
  'wad.onlyOn': 'चालू: निकासी केवल आपके उन सहेजे गए पतों पर होती है जो इस्तेमाल हो सकते हैं।',
  'wad.onlyOff': 'बंद: आप किसी भी पते पर निकासी कर सकते हैं (नया पता अपनी होल्ड अवधि तक रुकता है)।',
  'wad.onlyUntil': '{{when}} तक अभी भी चालू, फिर बंद।',
  'wad.turningOn': 'इसे चालू करने के लिए कोड डालें।',
  'wad.turningOff': 'इसे बंद करने के लिए कोड डालें। उसके बाद भी यह 24 घंटे तक लागू रहता है।',
  'wad.confirm': 'पुष्टि करें',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_WITHDRAWAL_ADDRESSES];
