import { MAIN_ID, SkipLink, useFocusOnNavigation } from '@app/web-kit/components/page-focus';
import { PageScroll } from '@app/web-kit/components/page-scroll';
import { useRef } from 'react';
import { Outlet } from 'react-router';
import { AnnouncementBanner } from '../../components/announcements/announcement-banner';
import { NavigationProgress } from './navigation-progress';
import { SessionEndedNotice } from './session-ended-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-950 text-slate-100">
      <SkipLink />
      <NavigationProgress />
      <AnnouncementBanner where="site" />
      <SiteHeader />
      <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <SessionEndedNotice />
        <Outlet />
      </main>
      <SiteFooter />
      <PageScroll />
    </div>
  );
}
