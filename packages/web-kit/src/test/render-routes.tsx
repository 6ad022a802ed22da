import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';

/** Renders routes in memory with the app's providers (toasts included), starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}

/** A stand-in page that shows where a navigation landed. */
export function landing(path: string): RouteObject {
  return { path, element: <p>landed on {path}</p> };
}

/** The inline error tied to the field of that label, or null. */
export function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const alert = ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert');
  return alert?.textContent ?? null;
}

/** The toasts on screen: a dismissed one stays in the test DOM, leaving (data-in="false"), as it never ends its exit. */
export function shownToasts(): (string | null)[] {
  return Array.from(document.querySelectorAll('.Toastify__toast[data-in="true"]'), (toast) => toast.textContent);
}
