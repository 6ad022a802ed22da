import { setLocaleLoader } from '@app/web-kit/i18n/i18n';
import { loadLocale } from '../i18n/load-locale';

// The members' app's Spanish and Hindi, as its entry (main.tsx) sets them.
setLocaleLoader(loadLocale);
