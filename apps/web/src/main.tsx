import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startInStoredLocale } from './i18n/i18n';
import { LocaleRouter } from './i18n/locale-router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
// English starts at once; a stored Hindi or Spanish fetches its texts first (docs/product.md#languages).
void startInStoredLocale().then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <LocaleRouter router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);

// Installable, and the scripts of a visit come from the cache on the next (public/sw.js); the development server
// serves sources that change on every edit, so only a build registers it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before: every request goes to the network.
    });
  });
}
