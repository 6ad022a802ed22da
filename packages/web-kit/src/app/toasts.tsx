import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { useT } from '../i18n/use-t';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '../lib/screen-constants';
import { toastContainerMounted } from '../lib/toast';

const focusToastsOnAltT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/** Where lib/toast.ts shows its toasts (app/providers.tsx loads it after the first paint). */
export function Toasts() {
  const { t } = useT();
  // After the container's own effect has subscribed it to the toasts.
  useEffect(toastContainerMounted, []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      pauseOnHover
      draggable
      draggablePercent={TOAST_DRAG_PERCENT * 100}
      hotKeys={focusToastsOnAltT}
      aria-label={t('app.toasts')}
      theme="dark"
    />
  );
}
