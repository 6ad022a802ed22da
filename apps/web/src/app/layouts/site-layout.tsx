import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './navigation-progress';
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
      <ScrollRestoration />
    </div>
  );
}
