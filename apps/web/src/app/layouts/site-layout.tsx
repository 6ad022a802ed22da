import { Outlet } from 'react-router';
import { NavigationProgress } from './navigation-progress';
import { PageScroll } from './page-scroll';
import { SessionEndedNotice } from './session-ended-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-950 text-slate-100">
      <NavigationProgress />
      <SiteHeader />
      <main className="flex-1">
        <SessionEndedNotice />
        <Outlet />
      </main>
      <SiteFooter />
      <PageScroll />
    </div>
  );
}
