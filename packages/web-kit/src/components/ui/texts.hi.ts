import type { TextsOf } from '../../i18n/locale-bundle';
import type {
  DEMO_TEXTS,
  EXPLORER_TEXTS,
  LOAD_ERROR_TEXTS,
  PAGER_TEXTS,
  PROFILE_SKELETON_TEXTS,
  SKIP_TEXTS,
  STATUS_TEXTS,
} from './texts';

export const HI_SKIP: TextsOf<typeof SKIP_TEXTS> = {
  'ui.skipToContent': 'सामग्री पर जाएँ',
};

export const HI_LOAD_ERROR: TextsOf<typeof LOAD_ERROR_TEXTS> = {
  'ui.loadError': 'हम {{what}} लोड नहीं कर सके।',
  'ui.tryAgain': 'फिर से कोशिश करें',
};

export const HI_STATUS: TextsOf<typeof STATUS_TEXTS> = {
  'ui.status.pending': 'लंबित',
  'ui.status.success': 'सफल',
  'ui.status.reject': 'अस्वीकृत',
  'ui.status.cancelled': 'रद्द',
};

export const HI_PAGER: TextsOf<typeof PAGER_TEXTS> = {
  'ui.pagination': 'पेज',
  'ui.previous': 'पिछला',
  'ui.next': 'अगला',
  'ui.pageOf': 'पेज {{page}} / {{total}}',
};

export const HI_EXPLORER: TextsOf<typeof EXPLORER_TEXTS> = {
  'ui.explorerNewTab': ' (ब्लॉक एक्सप्लोरर, नए टैब में खुलता है)',
};

export const HI_DEMO: TextsOf<typeof DEMO_TEXTS> = {
  'ui.demoTitle': 'डेमो मान: डेमो के लिए बनाया गया, किसी चेन पर नहीं',
  'ui.demo': 'डेमो',
  'ui.demoMore': ' मान, किसी चेन पर नहीं',
  'ui.demoAddress': '(एक डेमो पता)',
};

export const HI_PROFILE_SKELETON: TextsOf<typeof PROFILE_SKELETON_TEXTS> = {
  'ui.loadingProfile': 'आपकी प्रोफ़ाइल लोड हो रही है',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [
  HI_SKIP,
  HI_LOAD_ERROR,
  HI_STATUS,
  HI_PAGER,
  HI_EXPLORER,
  HI_DEMO,
  HI_PROFILE_SKELETON,
];
