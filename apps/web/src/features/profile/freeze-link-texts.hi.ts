import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { FREEZE_LINK_TEXTS } from './freeze-link-texts';

export const HI_FREEZE_LINK: TextsOf<typeof FREEZE_LINK_TEXTS> = {
  'frl.title': 'अपना खाता फ़्रीज़ करें',
  'frl.intro': 'अगर हमने आपको किसी ऐसे साइन-इन या सुरक्षा बदलाव के बारे में ई-मेल किया है जो आपने नहीं किया, तो इसका उपयोग करें।',
  'frl.what':
    'फ़्रीज़ करते ही निकासी और ट्रांसफ़र तुरंत रुक जाते हैं और हर डिवाइस पर आपका खाता साइन आउट हो जाता है। आपको साइन इन करने की ज़रूरत नहीं है, और बटन दबाने तक कुछ नहीं होता।',
  'frl.freeze': 'मेरा खाता फ़्रीज़ करें',
  'frl.forgot': 'पासवर्ड भूल गए?',
  'frl.login': 'लॉग इन करें',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_FREEZE_LINK];
