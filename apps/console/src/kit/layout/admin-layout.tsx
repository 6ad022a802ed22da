import { MAIN_ID, SkipLink, useFocusOnNavigation } from '@app/web-kit/components/page-focus';
import { PageScroll } from '@app/web-kit/components/page-scroll';
import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useOperatorProfile } from '../api/get-operator-profile';
import { useOperatorLogout } from '../api/operator-logout';
import { OPERATOR_ROLE_LABELS } from '../components/operator-role';
import { CONSOLE_TEXTS } from '../texts';
import { AdminNavLinks } from './admin-nav';
import { RoleGate } from './role-gate';

const FOCUS_RING = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/** Phones: the nav opens under the header from the menu button; Escape, a click outside or a navigation closes it. */
function useMenu() {
  const { key } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    setIsOpen(false);
  }
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setIsOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  return { isOpen, toggle: () => setIsOpen((open) => !open), close: () => setIsOpen(false), buttonRef, panelRef };
}

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d={isOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} strokeLinecap="round" />
    </svg>
  );
}

/**
 * The console's frame: title, operator and their role, log-out; a rail of the role's pages from 1024 px, a menu
 * button below that.
 */
export function AdminLayout() {
  const { t } = useTexts(CONSOLE_TEXTS);
  const { data: operator } = useOperatorProfile();
  const logout = useOperatorLogout();
  const menu = useMenu();
  const navId = useId();
  const isNavigating = useNavigation().state !== 'idle';

  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);

  return (
    <div className="min-h-dvh bg-slate-950 text-slate-100">
      <SkipLink />
      {isNavigating && (
        <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-teal-900" aria-hidden="true">
          <div className="h-full w-1/3 animate-pulse bg-teal-300" />
        </div>
      )}
      <header className="sticky top-0 z-30 border-b border-slate-800/80 bg-slate-950/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-3">
          <button
            ref={menu.buttonRef}
            type="button"
            aria-expanded={menu.isOpen}
            aria-controls={navId}
            onClick={menu.toggle}
            className={`-ml-2 grid size-11 shrink-0 place-items-center rounded-xl text-slate-200 hover:bg-slate-800 lg:hidden ${FOCUS_RING}`}
          >
            <MenuIcon isOpen={menu.isOpen} />
            <span className="sr-only">{t('con.menu')}</span>
          </button>
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold tracking-tight text-slate-50 sm:text-lg">{t('con.title')}</p>
            {operator ? (
              <p className="flex min-w-0 items-center gap-2 text-xs text-slate-400 sm:text-sm">
                <span className="truncate" title={operator.email}>
                  {operator.fullName}
                </span>
                {/* No border: the header keeps the height the menu's top offsets below count on. */}
                <span className="shrink-0 rounded-full bg-sky-400/15 px-2 font-semibold text-sky-200 ring-1 ring-sky-400/40 ring-inset">
                  <span className="sr-only">{t('con.role')} </span>
                  {t(OPERATOR_ROLE_LABELS[operator.operatorRole])}
                </span>
              </p>
            ) : (
              <p className="sr-only">{t('con.loadingOperator')}</p>
            )}
          </div>
          <Button
            variant="secondary"
            className="min-h-10 shrink-0 px-4 text-sm"
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {t('con.logOut')}
          </Button>
        </div>
      </header>
      <div className="mx-auto flex max-w-6xl gap-8 px-4 pt-6 pb-12">
        {/* Under the sticky header (69 px tall, 73 px from 640 px) on phones and tablets; a rail from 1024 px. */}
        <nav
          ref={menu.panelRef}
          id={navId}
          aria-label={t('con.title')}
          className={`${
            menu.isOpen ? 'block' : 'hidden'
          } fixed inset-x-0 top-[69px] z-20 max-h-[calc(100dvh-69px)] sm:top-[73px] sm:max-h-[calc(100dvh-73px)] overflow-y-auto border-b border-slate-800 bg-slate-950 p-3 shadow-2xl shadow-black/60 lg:static lg:block lg:max-h-none lg:overflow-visible lg:w-56 lg:shrink-0 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
        >
          <div className="lg:sticky lg:top-20">
            {operator && <AdminNavLinks role={operator.operatorRole} onNavigate={menu.close} />}
          </div>
        </nav>
        <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <RoleGate />
        </main>
      </div>
      <PageScroll />
    </div>
  );
}
