import type { UiKey } from '@app/web-kit/i18n/locales/en';
import { useT } from '@app/web-kit/i18n/use-t';
import { menuNameOf } from '@app/web-kit/lib/site-content/site-map';

/**
 * A site page's name in the shown language: the header menu's (`link.<path>`, its page title), or a shorter one the
 * footer or the side menu gives it.
 */
export function usePageName() {
  const { t, tOr } = useT();
  return (path: string, ownName?: UiKey): string => (ownName ? t(ownName) : tOr(`link.${path}`, menuNameOf(path)));
}
