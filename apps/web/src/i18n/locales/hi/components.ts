import type { COMPONENT_TEXTS } from '../../../components/ui/texts';
import type { TextsOf } from '../../texts';

export const HI_COMPONENTS: TextsOf<typeof COMPONENT_TEXTS> = {
  'ui.loadError': 'हम {{what}} लोड नहीं कर सके।',
  'ui.tryAgain': 'फिर से कोशिश करें',
  'ui.status.pending': 'लंबित',
  'ui.status.success': 'सफल',
  'ui.status.reject': 'अस्वीकृत',
  'ui.status.cancelled': 'रद्द',
  'ui.pagination': 'पेज',
  'ui.previous': 'पिछला',
  'ui.next': 'अगला',
  'ui.pageOf': 'पेज {{page}} / {{total}}',
  'ui.explorerNewTab': ' (ब्लॉक एक्सप्लोरर, नए टैब में खुलता है)',
  'ui.demoTitle': 'डेमो मान: डेमो के लिए बनाया गया, किसी चेन पर नहीं',
  'ui.demo': 'डेमो',
  'ui.demoMore': ' मान, किसी चेन पर नहीं',
  'ui.skipToContent': 'सामग्री पर जाएँ',
  'ui.loadingProfile': 'आपकी प्रोफ़ाइल लोड हो रही है',
};
