import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { SECURITY_ACTIVITY_TEXTS } from './security-activity-texts';

export const HI_SECURITY_ACTIVITY: TextsOf<typeof SECURITY_ACTIVITY_TEXTS> = {
  'sev.title': 'हाल की सुरक्षा गतिविधि',
  'sev.description': 'आपके साइन-इन और सुरक्षा बदलाव, नए सबसे पहले, हर एक के डिवाइस और पते के साथ।',
  'sev.loading': 'आपकी सुरक्षा गतिविधि लोड हो रही है…',
  'sev.retry': 'फिर से कोशिश करें',
  'sev.empty': 'अभी कुछ नहीं',
  'sev.newDevice': 'नया डिवाइस',
  'sev.device': '{{system}} पर {{browser}}',
  'sev.unknownDevice': 'अज्ञात डिवाइस',
  'sev.unknownAddress': 'अज्ञात पता',
  'sev.showAll': 'सभी दिखाएँ',
  'sev.notYou': 'यह आप नहीं थे? नीचे अपना खाता फ़्रीज़ करें और अपना पासवर्ड बदलें।',
  'sev.kind.signin': 'साइन इन किया',
  'sev.kind.passwordChange': 'पासवर्ड बदला गया',
  'sev.kind.passwordReset': 'पासवर्ड रीसेट किया गया',
  'sev.kind.twoFactorOn': 'दो-चरणीय साइन-इन चालू किया गया',
  'sev.kind.twoFactorOff': 'दो-चरणीय साइन-इन बंद किया गया',
  'sev.kind.freeze': 'खाता फ़्रीज़ किया गया',
  'sev.kind.unfreezeRequested': 'फ़्रीज़ हटाने का अनुरोध किया गया',
  'sev.kind.antiPhishingCode': 'एंटी-फ़िशिंग कोड बदला गया',
  'sev.kind.usdtAddress': 'USDT पता बदला गया',
  'sev.kind.addressSaved': 'निकासी पता सहेजा गया',
  'sev.kind.receiverSaved': 'ट्रांसफर प्राप्तकर्ता सहेजा गया',
  'sev.kind.addressOnlyOff': '"केवल सहेजे गए पतों पर निकासी" बंद किया गया',
  'sev.kind.passkeyAdded': 'पासकी जोड़ी गई',
  'sev.kind.passkeyRemoved': 'पासकी हटाई गई',
  'sev.kind.operatorSignin': 'ऑपरेटर के एक बार के लिंक से साइन-इन',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_SECURITY_ACTIVITY];
