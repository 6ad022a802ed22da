import { HI } from '@app/contract/i18n/hi';
import { translateWith } from '@app/contract/i18n/translate';
import type { LocaleBundle } from '@app/web-kit/i18n/locale-bundle';
import { HI_UI } from '@app/web-kit/i18n/locales/hi';
import { HI_AREAS } from './hi-areas';

// Hindi of the console: the screens' shared texts (the kit's), its areas' texts and the contract's messages (one
// chunk, fetched only once Hindi is chosen).
export const HI_BUNDLE: LocaleBundle = {
  ui: Object.assign({ ...HI_UI }, ...HI_AREAS.flat()),
  translateMessage: (message) => translateWith(message, HI),
};
