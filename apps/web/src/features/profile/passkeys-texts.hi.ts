import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { PASSKEYS_TEXTS } from './passkeys-texts';

export const HI_PASSKEYS: TextsOf<typeof PASSKEYS_TEXTS> = {
  'psk.title': 'पासकी',
  'psk.description':
    'पासकी से आप पासवर्ड के बजाय अपनी उँगली, चेहरे या स्क्रीन लॉक से साइन इन करते हैं, और ई-मेल वाले कोड के बजाय निकासी और ट्रांसफ़र की पुष्टि करते हैं। यह सिर्फ़ इसी साइट पर काम करती है, इसलिए फ़िशिंग से चुराई नहीं जा सकती।',
  'psk.loading': 'आपकी पासकी लोड हो रही हैं…',
  'psk.retry': 'फिर से कोशिश करें',
  'psk.unsupported': 'यह ब्राउज़र पासकी इस्तेमाल नहीं कर सकता। पासकी जोड़ने के लिए सेटिंग्स किसी ऐसे ब्राउज़र में खोलें जो कर सकता हो।',
  'psk.list': 'आपकी पासकी',
  'psk.empty': 'अभी कोई पासकी नहीं है',
  'psk.added': '{{when}} को जोड़ी गई',
  'psk.lastUsed': 'पिछली बार इस्तेमाल: {{when}}',
  'psk.neverUsed': 'कभी इस्तेमाल नहीं हुई',
  'psk.remove': 'हटाएँ',
  'psk.removeConfirm': '{{name}} हटाएँ',
  'psk.cancel': 'रद्द करें',
  'psk.add': 'पासकी जोड़ें',
  'psk.passwordNote': 'पहले अपना पासवर्ड डालें: पासकी से आपके खाते में साइन इन किया जा सकता है।',
  'psk.password': 'पासवर्ड',
  'psk.continue': 'आगे बढ़ें',
  'psk.nameNote': 'आपके ब्राउज़र ने पासकी बना दी है। इसे एक नाम दें, ताकि आप अपनी पासकी में फ़र्क कर सकें।',
  'psk.name': 'पासकी का नाम',
  'psk.nameHint': '40 अक्षरों तक, जैसे वह डिवाइस जिस पर यह है।',
  'psk.save': 'पासकी सहेजें',
  'psk.defaultName': 'मेरी पासकी',
  'psk.cancelled': 'कोई पासकी नहीं जोड़ी गई: ब्राउज़र की विंडो बंद कर दी गई। आप जब चाहें फिर से कोशिश कर सकते हैं।',
  'psk.exists': 'इस डिवाइस पर आपके खाते की एक पासकी पहले से है।',
  'psk.failed': 'आपका ब्राउज़र पासकी नहीं बना सका। कृपया फिर से कोशिश करें, या कोई दूसरा डिवाइस इस्तेमाल करें।',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_PASSKEYS];
