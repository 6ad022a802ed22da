import type { OperatorRole } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { AdminPageHeader } from '../components/admin-page-header';
import { ConsolePagesList } from '../components/console-pages-list';
import { OPERATOR_ROLE_LABELS } from '../components/operator-role';
import type { AdminPage } from '../layout/admin-pages';
import { CONSOLE_TEXTS } from '../texts';

/**
 * A console page the operator's role cannot use, opened by its address: said plainly, instead of a page whose every
 * call the server refuses (docs/decisions/020-operator-roles.md), with the pages the role can use.
 */
export function OutsideRolePage({ role, page }: { role: OperatorRole; page: AdminPage }) {
  const { t } = useTexts(CONSOLE_TEXTS);
  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('con.outsideRole')}
        description={t('con.outsideRoleText', { role: t(OPERATOR_ROLE_LABELS[role]), page: t(page.label) })}
      />
      <ConsolePagesList role={role} />
    </div>
  );
}
