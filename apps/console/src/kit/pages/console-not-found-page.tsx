import { useTexts } from '@app/web-kit/i18n/texts';
import { useLocation } from 'react-router';
import { useOperatorProfile } from '../api/get-operator-profile';
import { AdminPageHeader } from '../components/admin-page-header';
import { ConsolePagesList } from '../components/console-pages-list';
import { CONSOLE_TEXTS } from '../texts';

/**
 * An /admin path no console page answers: said inside the console, with its menu still there and the pages the
 * operator's role can open listed, rather than the public site's 404 with its Sign up and Log in.
 */
export function ConsoleNotFoundPage() {
  const { t, tx } = useTexts(CONSOLE_TEXTS);
  const { pathname } = useLocation();
  const { data: operator } = useOperatorProfile();
  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('con.notFound')}
        description={tx('con.notFoundText', {
          path: <span className="font-mono break-all text-slate-200">{pathname}</span>,
        })}
      />
      {operator && <ConsolePagesList role={operator.operatorRole} />}
    </div>
  );
}
