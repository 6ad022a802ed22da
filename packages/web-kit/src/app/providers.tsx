import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';

// The toast container and its library are no part of a first paint: they arrive in a chunk of their own.
const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

interface AppProvidersProps {
  children: ReactNode;
  /** Made by the caller (app/query-client.ts): the query library is no part of the first chunk (decision 013). */
  queryClient: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </QueryClientProvider>
  );
}
