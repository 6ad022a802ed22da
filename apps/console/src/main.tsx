import './index.css';
import { setLocaleLoader, startInStoredLocale } from '@app/web-kit/i18n/i18n';
import { mountConsole } from './app/mount';
import { loadLocale } from './i18n/load-locale';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

setLocaleLoader(loadLocale);
// The language the operator chose on this browser (docs/product.md#languages), fetched before the first render.
void startInStoredLocale().then(() => mountConsole(container));
