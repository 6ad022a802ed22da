import { createBrowserRouter, type HydrationState } from 'react-router';
import { appRoutes } from './routes';

export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, { hydrationData });
}
