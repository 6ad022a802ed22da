import { ES } from '@app/contract/i18n/es';
import { HI } from '@app/contract/i18n/hi';
import { translateWith } from '@app/contract/i18n/translate';
import { setLocaleLoader } from '../i18n/i18n';
import { ES_UI } from '../i18n/locales/es';
import { ES_KIT_AREAS } from '../i18n/locales/es-areas';
import { HI_UI } from '../i18n/locales/hi';
import { HI_KIT_AREAS } from '../i18n/locales/hi-areas';

// The kit's own tests change language with the kit's texts alone, as an app would with its areas added.
setLocaleLoader(async (locale) =>
  locale === 'hi'
    ? { ui: Object.assign({ ...HI_UI }, ...HI_KIT_AREAS.flat()), translateMessage: (m) => translateWith(m, HI) }
    : { ui: Object.assign({ ...ES_UI }, ...ES_KIT_AREAS.flat()), translateMessage: (m) => translateWith(m, ES) },
);
