import { Link, useLocation } from 'react-router';
import { TEXT_LINK } from '../../../components/ui/link-styles';
import { AdminPageHeader } from '../components/admin-page-header';
import { ADMIN_NAV } from '../layout/admin-nav';

/**
 * An /admin path no console page answers: said inside the console, with its menu still there and the pages it has
 * listed, rather than the public site's 404 with its Sign up and Log in.
 */
export function ConsoleNotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Page not found"
        description={
          <>
            The console has no page at <span className="font-mono break-all text-slate-200">{pathname}</span>. The link
            may be mistyped or from an older version.
          </>
        }
      />
      <section
        aria-labelledby="console-pages-title"
        className="rounded-2xl border border-slate-800 bg-slate-900/80 p-5"
      >
        <h2 id="console-pages-title" className="font-semibold text-slate-100">
          The console's pages
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={TEXT_LINK}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
