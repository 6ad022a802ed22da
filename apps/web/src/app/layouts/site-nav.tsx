import { useT } from '@app/web-kit/i18n/use-t';
import { CONTACT_LINK, type MenuGroup, SITE_MENU } from '@app/web-kit/lib/site-content/site-map';
import { type FocusEvent, type KeyboardEvent, useId } from 'react';
import { NavLink, useLocation } from 'react-router';
import { HeaderIcon } from '../../components/header-icon';
import { AccountLinks } from './account-links';
import type { SiteMenuState } from './use-site-menu';

const FOCUS_RING = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';
const TOP_ITEM = `flex min-h-11 w-full items-center justify-between gap-1 rounded-lg px-3 text-base font-medium xl:w-auto xl:px-2.5 xl:text-sm ${FOCUS_RING}`;

const topItemColour = (isLit: boolean) => (isLit ? 'text-teal-300' : 'text-slate-200 hover:text-slate-50');

const panelLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-sm ${FOCUS_RING} ${
    isActive ? 'bg-teal-400/10 text-teal-300' : 'text-slate-300 hover:bg-slate-800 hover:text-slate-50'
  }`;

interface GroupProps {
  group: MenuGroup;
  isOpen: boolean;
  onToggle: () => void;
}

/** A disclosure (not an ARIA menu): a button showing a list of links; a dropdown on desktop, a fold on phones. */
function NavGroup({ group, isOpen, onToggle }: GroupProps) {
  const panelId = useId();
  const { pathname } = useLocation();
  const isCurrent = group.links.some((link) => link.to === pathname);
  const { tOr } = useT();
  return (
    <li className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onToggle}
        data-menu-group={group.id}
        className={`${TOP_ITEM} ${topItemColour(isOpen || isCurrent)}`}
      >
        {tOr(`menu.${group.id}`, group.label)}
        <HeaderIcon name="chevron" className={`size-4 transition ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={panelId}
        hidden={!isOpen}
        className="mt-1 mb-2 ml-3 border-l border-slate-800 pl-2 xl:absolute xl:top-full xl:left-0 xl:z-40 xl:mt-2 xl:ml-0 xl:w-60 xl:rounded-2xl xl:border xl:border-slate-700 xl:bg-slate-900 xl:p-2 xl:shadow-2xl xl:shadow-black/50"
      >
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={panelLinkClass}>
              {tOr(`link.${link.to}`, link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SiteNav({ id, menu }: { id: string; menu: SiteMenuState }) {
  const { t, tOr } = useT();
  // Escape folds the open group and puts focus back on its button.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !menu.openGroupId) return;
    event.stopPropagation();
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-menu-group="${menu.openGroupId}"]`)?.focus();
    menu.closeGroup();
  }

  // Tabbing out of the menu folds the open group, so a dropdown never hides the page behind it.
  function onBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) menu.closeGroup();
  }

  return (
    <nav
      id={id}
      aria-label={t('nav.main')}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      className={`${menu.isPhoneMenuOpen ? 'block' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-slate-800 bg-slate-950 px-4 pt-2 pb-6 xl:static xl:ml-2 xl:block xl:max-h-none xl:overflow-visible xl:border-0 xl:bg-transparent xl:p-0`}
    >
      <ul className="flex flex-col xl:flex-row xl:items-center">
        {SITE_MENU.map((group) => (
          <NavGroup
            key={group.id}
            group={group}
            isOpen={menu.openGroupId === group.id}
            onToggle={() => menu.toggleGroup(group.id)}
          />
        ))}
        <li>
          <NavLink to={CONTACT_LINK.to} className={({ isActive }) => `${TOP_ITEM} ${topItemColour(isActive)}`}>
            {tOr('menu.contact', CONTACT_LINK.label)}
          </NavLink>
        </li>
      </ul>
      <AccountLinks className="mt-4 flex border-t border-slate-800 pt-4 sm:hidden" />
    </nav>
  );
}
