import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../lib/screen-constants';
import { createQueryClient } from './query-client';

const focusToastsOnAltT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        newestOnTop
        pauseOnHover
        draggable
        draggablePercent={TOAST_DRAG_PERCENT * 100}
        hotKeys={focusToastsOnAltT}
        aria-label="Notifications Alt+T"
        theme="dark"
      />
    </QueryClientProvider>
  );
}
