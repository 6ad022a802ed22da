import { StrokeIcon } from '@app/web-kit/components/ui/stroke-icon';
import { useT } from '@app/web-kit/i18n/use-t';
import { useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLogout } from '../../features/profile/api/logout';
import { useDismiss } from '../../lib/use-dismiss';
import { MEMBER_NAV_ITEMS, type NavItem } from './member-nav-items';

const TAB_ITEMS = MEMBER_NAV_ITEMS.filter((item) => item.isTab);
const MORE_ITEMS = MEMBER_NAV_ITEMS.filter((item) => !item.isTab);
const MORE_ICON = 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z';
const LOGOUT_ICON = 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5m5 5H3';

function NavIcon({ path }: { path: string }) {
  return <StrokeIcon path={path} className="size-6" />;
}

const focusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

function isOn(item: NavItem, pathname: string): boolean {
  return (
    pathname === item.to ||
    (!item.isExact && pathname.startsWith(`${item.to}/`)) ||
    (item.alsoActiveOn ?? []).some((path) => pathname.startsWith(path))
  );
}

function useIsActive() {
  const { pathname } = useLocation();
  return (item: NavItem) => isOn(item, pathname);
}

const sideLinkClasses = (isLit: boolean) =>
  `flex items-center gap-3 rounded-xl px-4 py-3 font-medium ${focusRing} ${
    isLit ? 'bg-teal-400/10 text-teal-300' : 'text-slate-300 hover:bg-slate-900 hover:text-slate-50'
  }`;

/** An item of the member menu: its icon and name, lit on its pages. */
function ItemLink({
  item,
  classes,
  onClick,
}: {
  item: NavItem;
  classes: typeof sideLinkClasses;
  onClick?: () => void;
}) {
  const isActive = useIsActive();
  const { t } = useT();
  return (
    <li>
      <NavLink to={item.to} end={item.isExact} onClick={onClick} className={classes(isActive(item))}>
        <NavIcon path={item.icon} />
        {t(item.label)}
      </NavLink>
    </li>
  );
}

/** Log out from the menu every member page has, not only from the foot of /settings. */
function LogoutItem() {
  const { t } = useT();
  const logout = useLogout();
  return (
    <li className="mt-2 border-t border-slate-800 pt-2">
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        aria-busy={logout.isPending || undefined}
        className={`w-full text-left ${sideLinkClasses(false)}`}
      >
        <NavIcon path={LOGOUT_ICON} />
        {t('settings.logout')}
      </button>
    </li>
  );
}

export function MemberSideNav() {
  const { t } = useT();
  return (
    <nav aria-label={t('member.nav')} className="hidden w-56 shrink-0 md:block">
      <ul className="sticky top-20 space-y-1">
        {MEMBER_NAV_ITEMS.map((item) => (
          <ItemLink key={item.to} item={item} classes={sideLinkClasses} />
        ))}
        <LogoutItem />
      </ul>
    </nav>
  );
}

const tabClasses = (isLit: boolean) =>
  `flex w-full flex-col items-center gap-1 py-2.5 text-xs font-medium ${focusRing} ${
    isLit ? 'text-teal-300' : 'text-slate-400'
  }`;

/** A disclosure (not an ARIA menu): a button that shows a list of links above the tab bar. */
function MoreTab() {
  const isActive = useIsActive();
  const { t } = useT();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss(isOpen, {
    insideRef: containerRef,
    onDismiss: () => setIsOpen(false),
    onEscape: () => buttonRef.current?.focus(),
  });

  return (
    <li ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className={tabClasses(isOpen || MORE_ITEMS.some(isActive))}
      >
        <NavIcon path={MORE_ICON} />
        {t('member.more')}
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute right-2 bottom-full mb-2 w-56 rounded-2xl border border-slate-700 bg-slate-900 p-2 shadow-2xl shadow-black/50"
      >
        <ul>
          {MORE_ITEMS.map((item) => (
            <ItemLink key={item.to} item={item} classes={sideLinkClasses} onClick={() => setIsOpen(false)} />
          ))}
          <LogoutItem />
        </ul>
      </div>
    </li>
  );
}

export function MemberTabBar() {
  const { t } = useT();
  return (
    <nav
      aria-label={t('member.tabs')}
      data-tab-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-800 bg-slate-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid auto-cols-fr grid-flow-col">
        {TAB_ITEMS.map((item) => (
          <ItemLink key={item.to} item={item} classes={tabClasses} />
        ))}
        <MoreTab />
      </ul>
    </nav>
  );
}
