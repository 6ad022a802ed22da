import { ES } from '@app/contract/i18n/es';
import { translateWith } from '@app/contract/i18n/translate';
import type { LocaleBundle } from '@app/web-kit/i18n/locale-bundle';
import { ES_UI } from '@app/web-kit/i18n/locales/es';
import { ES_AREAS } from './es-areas';

// Spanish of the console: the screens' shared texts (the kit's), its areas' texts and the contract's messages (one
// chunk, fetched only once Spanish is chosen).
export const ES_BUNDLE: LocaleBundle = {
  ui: Object.assign({ ...ES_UI }, ...ES_AREAS.flat()),
  translateMessage: (message) => translateWith(message, ES),
};
