import './index.css';
import { setLocaleLoader, startInStoredLocale } from '@app/web-kit/i18n/i18n';
import { mountApp } from './app/mount';
import { loadLocale } from './i18n/load-locale';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

setLocaleLoader(loadLocale);
// English starts at once; a stored Hindi or Spanish fetches its texts first (docs/product.md#languages).
void startInStoredLocale().then(() => mountApp(container));

// Installable, and the scripts of a visit come from the cache on the next (public/sw.js); the development server
// serves sources that change on every edit, so only a build registers it.
// A prerendered page asks for this script after it has painted (apps/web/prerender-plugin.ts), often after its load
// event: then it registers at once.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before: every request goes to the network.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
