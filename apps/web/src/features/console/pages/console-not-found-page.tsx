import { Link, useLocation } from 'react-router';
import { TEXT_LINK } from '../../../components/ui/link-styles';
import { useTexts } from '../../../i18n/texts';
import { AdminPageHeader } from '../components/admin-page-header';
import { ADMIN_NAV } from '../layout/admin-nav';
import { CONSOLE_TEXTS } from '../texts';

/**
 * An /admin path no console page answers: said inside the console, with its menu still there and the pages it has
 * listed, rather than the public site's 404 with its Sign up and Log in.
 */
export function ConsoleNotFoundPage() {
  const { t, tx } = useTexts(CONSOLE_TEXTS);
  const { pathname } = useLocation();
  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('con.notFound')}
        description={tx('con.notFoundText', {
          path: <span className="font-mono break-all text-slate-200">{pathname}</span>,
        })}
      />
      <section
        aria-labelledby="console-pages-title"
        className="rounded-2xl border border-slate-800 bg-slate-900/80 p-5"
      >
        <h2 id="console-pages-title" className="font-semibold text-slate-100">
          {t('con.pages')}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={TEXT_LINK}>
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
