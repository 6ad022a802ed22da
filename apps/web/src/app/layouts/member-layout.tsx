import { MAIN_ID, SkipLink, useFocusOnNavigation } from '@app/web-kit/components/page-focus';
import { PageScroll } from '@app/web-kit/components/page-scroll';
import { Badge } from '@app/web-kit/components/ui/badge';
import { useT } from '@app/web-kit/i18n/use-t';
import { getUserName } from '@app/web-kit/lib/storage';
import { useRef } from 'react';
import { Outlet } from 'react-router';
import { useProfile } from '../../api/get-profile';
import { AnnouncementBanner } from '../../components/announcements/announcement-banner';
import { MaintenanceNotice } from '../../components/maintenance/maintenance-notice';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { LanguageSelect } from '../../i18n/language-select';
import { useSession } from '../../lib/use-session';
import { Brand } from './brand';
import { MemberSideNav, MemberTabBar } from './member-nav';
import { NavigationProgress } from './navigation-progress';

export function MemberLayout() {
  const { data: profile } = useProfile();
  const name = profile?.fullName ?? (getUserName() || '');
  const { isVendor } = useSession();
  const { t } = useT();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  return (
    <div className="min-h-dvh bg-slate-950 text-slate-100">
      <SkipLink />
      <NavigationProgress />
      <MaintenanceNotice />
      <AnnouncementBanner where="member" />
      <header className="sticky top-0 z-30 border-b border-slate-800/80 bg-slate-950/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <Brand />
          <div className="flex min-w-0 items-center gap-2">
            <p className="min-w-16 truncate text-sm font-medium text-slate-300" title={name}>
              {name}
            </p>
            {isVendor && (
              <span title={t('member.vendorTitle')}>
                <Badge tone="amber">{t('member.vendor')}</Badge>
              </span>
            )}
            <LanguageSelect />
            <NotificationBell />
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-6xl gap-8 px-4 pt-6 pb-28 md:pb-12">
        <MemberSideNav />
        <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
      <MemberTabBar />
      <PageScroll />
    </div>
  );
}
