import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CREDITS_TEXTS } from './texts';

export const HI_CONSOLE_CREDITS: TextsOf<typeof CREDITS_TEXTS> = {
  'cr.title': 'क्रेडिट',
  'cr.description': 'शेष राशि के समायोजन। स्वीकृति सीमा से ऊपर का क्रेडिट तभी जमा होता है जब कोई दूसरा ऑपरेटर उसे स्वीकृत करे।',
  'cr.what': 'समायोजन',
  'cr.pending': 'लंबित',
  'cr.posted': 'जमा किए गए',
  'cr.rejected': 'अस्वीकृत',
  'cr.emptyPending': 'कोई क्रेडिट प्रतीक्षा में नहीं',
  'cr.emptyPendingHint':
    'स्वीकृति सीमा से ऊपर का क्रेडिट यहाँ तब तक रुकता है जब तक अनुरोध करने वाले के अलावा कोई दूसरा ऑपरेटर उसकी समीक्षा न करे।',
  'cr.emptyPosted': 'कोई जमा किया गया समायोजन नहीं',
  'cr.emptyPostedHint': 'लेजर के क्रेडिट और डेबिट यहाँ दिखते हैं, सबसे नए पहले।',
  'cr.emptyRejected': 'कोई अस्वीकृत क्रेडिट नहीं',
  'cr.emptyRejectedHint': 'दूसरे ऑपरेटर द्वारा अस्वीकार किए गए क्रेडिट यहाँ दिखते हैं।',
  'cr.postedAtOnce': 'तुरंत जमा हुआ: दूसरे ऑपरेटर की ज़रूरत नहीं थी।',
  'cr.approvedBy': '{{name}} ने {{when}} को स्वीकृत किया',
  'cr.rejectedBy': '{{name}} ने {{when}} को अस्वीकार किया',
  'cr.uid': 'UID {{uid}}',
  'cr.amount': 'राशि ',
  'cr.reason': 'कारण: ',
  'cr.requestedBy': '{{name}} ने {{when}} को अनुरोध किया',
  'cr.actsOn': '{{name}} के {{wallet}} में {{amount}}',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [HI_CONSOLE_CREDITS];
