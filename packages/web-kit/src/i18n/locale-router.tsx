import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useT } from './use-t';

/**
 * The pages, shown again from scratch when the language changes: every text, amount and date on screen follows
 * it, also on pages whose components read the language only through the number and date formats.
 */
export function LocaleRouter({ router }: { router: DataRouter }) {
  const { locale } = useT();
  return <RouterProvider key={locale} router={router} />;
}
