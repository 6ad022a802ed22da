import { useT } from '@app/web-kit/i18n/use-t';
import { useId, useRef } from 'react';
import { HeaderIcon, ICON_BUTTON } from '../../components/header-icon';
import { LanguageSelect } from '../../i18n/language-select';
import { useDismiss } from '../../lib/use-dismiss';
import { AccountLinks } from './account-links';
import { Brand } from './brand';
import { SearchButton } from './search-button';
import { SideMenu } from './side-menu';
import { SiteNav } from './site-nav';
import { useSiteMenu } from './use-site-menu';

export function SiteHeader() {
  const menu = useSiteMenu();
  const { t } = useT();
  const navId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { closeAll, isPhoneMenuOpen } = menu;
  const isAnythingOpen = isPhoneMenuOpen || menu.openGroupId !== null;

  // A click outside the header closes the menu; so does Escape (the nav folds an open group first).
  useDismiss(isAnythingOpen, {
    insideRef: headerRef,
    onDismiss: closeAll,
    onEscape: () => {
      if (isPhoneMenuOpen) menuButtonRef.current?.focus();
    },
  });

  return (
    <header ref={headerRef} className="sticky top-0 z-30 border-b border-slate-800/80 bg-slate-950/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-3 sm:gap-2">
        <Brand />
        {/* First in tab order after the brand, so an opened phone menu is the next thing Tab reaches. */}
        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={menu.isPhoneMenuOpen}
          aria-controls={navId}
          aria-label={t('header.menu')}
          onClick={menu.togglePhoneMenu}
          className={`${ICON_BUTTON} order-last xl:hidden`}
        >
          <HeaderIcon name={menu.isPhoneMenuOpen ? 'close' : 'menu'} />
        </button>
        <SiteNav id={navId} menu={menu} />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSelect />
          <SearchButton />
          <SideMenu />
          <AccountLinks className="hidden sm:flex" />
        </div>
      </div>
    </header>
  );
}
