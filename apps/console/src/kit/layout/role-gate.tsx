import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useOperatorProfile } from '../api/get-operator-profile';
import { roleMayCall } from '../api/operator-access';
import { OutsideRolePage } from '../pages/outside-role-page';
import { CONSOLE_TEXTS } from '../texts';
import { pageAt, pagesOf } from './admin-pages';

/**
 * The page at the address, once the profile says the operator's role may use it: no page starts calls its role
 * would be refused. The overview's address, for a role without it, opens the role's first page instead.
 */
export function RoleGate() {
  const { t } = useTexts(CONSOLE_TEXTS);
  const { pathname } = useLocation();
  const { data: operator, isPending, refetch } = useOperatorProfile();
  if (isPending) return <ListSkeleton label={t('con.loadingOperator')} />;
  if (!operator) return <LoadError what={t('con.theOperator')} onRetry={() => void refetch()} />;

  const role = operator.operatorRole;
  const page = pageAt(pathname);
  if (!page || roleMayCall(role, page.route)) return <Outlet />;
  const first = pagesOf(role)[0];
  if (page.isExact && first) return <Navigate to={first.to} replace />;
  return <OutsideRolePage role={role} page={page} />;
}
