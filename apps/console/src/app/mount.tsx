import { AppProviders } from '@app/web-kit/app/providers';
import { LocaleRouter } from '@app/web-kit/i18n/locale-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { consoleRoutes } from './routes';

/** The console renders in the browser only: nothing of it is prerendered, no page of it is public. */
export async function mountConsole(container: HTMLElement): Promise<void> {
  const router = createBrowserRouter(consoleRoutes);
  const { createQueryClient } = await import('@app/web-kit/app/query-client');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <LocaleRouter router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
