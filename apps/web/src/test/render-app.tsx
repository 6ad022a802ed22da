import { renderRoutes } from '@app/web-kit/test/render-routes';
import { appRoutes } from '../app/routes';

/**
 * Renders the whole app (its routes, layouts and providers) at `path`: for a feature's test of its page as a
 * visitor meets it, since a feature itself never imports the app shell.
 */
export function renderApp(path: string) {
  return renderRoutes(appRoutes, path);
}
