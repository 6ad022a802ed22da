import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { DATA_EXPORT_TEXTS } from './data-export-texts';

export const HI_DATA_EXPORT: TextsOf<typeof DATA_EXPORT_TEXTS> = {
  'dex.title': 'आपका डेटा',
  'dex.description':
    'हम आपके बारे में जो कुछ रखते हैं उसकी प्रति डाउनलोड करें: आपकी प्रोफ़ाइल, विवरण, पैकेज, आय, जमा, निकासी, ट्रांसफ़र, सहायता टिकट, साइन-इन, पहचान जाँच और सूचनाएँ, एक ZIP में JSON और CSV फ़ाइलों के रूप में। हम आपको एक लिंक ई-मेल करते हैं; फ़ाइल डाउनलोड करने के लिए उसे खोलें और साइन इन करें।',
  'dex.download': 'मेरा डेटा डाउनलोड करें',
  'dex.loading': 'आपका पिछला अनुरोध जाँचा जा रहा है…',
  'dex.pending': 'तैयार किया जा रहा है… तैयार होने पर हम आपको लिंक ई-मेल करेंगे।',
  'dex.ready': 'हमने आपको एक लिंक ई-मेल किया है, जो {{until}} तक मान्य है। अपना डेटा डाउनलोड करने के लिए उसे खोलें और साइन इन करें।',
  'dex.failed': 'आपका डेटा तैयार नहीं हो सका। कृपया फिर से कोशिश करें।',
  'dex.expired': 'आपका पिछला लिंक समाप्त हो गया है। नया लिंक माँगें।',
  'dex.downloading': 'आपका डेटा डाउनलोड हो रहा है…',
  'dex.downloaded': 'आपका डाउनलोड शुरू हो गया है: {{file}}। फ़ाइल को किसी सुरक्षित जगह रखें।',
  'dex.again': 'फिर से डाउनलोड करें',
  'dex.toSettings': 'सेटिंग्स पर जाएँ',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_DATA_EXPORT];
