import type { OperatorRole } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { AdminOperator } from '../../../kit/api/get-admin-operators';
import type { PendingChange } from '../../../kit/api/pending-changes';
import { PendingChanges } from '../../../kit/components/pending-changes';
import { CONSOLE_TEXTS } from '../../../kit/texts';
import { CONSOLE_OPERATOR_TEXTS } from '../texts';

function OwnerChange({ change, operators }: { change: PendingChange; operators: AdminOperator[] }) {
  const { t } = useTexts(CONSOLE_OPERATOR_TEXTS);
  const kit = useTexts(CONSOLE_TEXTS).t;
  const roleName = (role: unknown) => kit(`con.role.${role as OperatorRole}`);
  if (change.targetId === null) {
    const invite = change.patch as { fullName?: string; email?: string; role?: OperatorRole };
    return (
      <p className="text-sm font-medium text-slate-100">
        {t('cop.inviteOwner', {
          name: invite.fullName ?? '',
          email: invite.email ?? '',
          role: roleName(invite.role ?? 'owner'),
        })}
      </p>
    );
  }
  const operator = operators.find((each) => each._id === change.targetId);
  const role = roleName(change.before.role);
  const newRole = roleName(change.patch.role);
  return (
    <p className="text-sm font-medium text-slate-100">
      {operator
        ? t('cop.makeOwner', { name: operator.fullName, role, newRole })
        : t('cop.makeOwnerUnknown', { role, newRole })}
    </p>
  );
}

/** Money roles asked for and waiting for a second owner (docs/decisions/046-no-way-around-the-second-person.md). */
export function PendingOwnerChanges({ operators }: { operators: AdminOperator[] }) {
  const { t } = useTexts(CONSOLE_OPERATOR_TEXTS);
  return (
    <PendingChanges
      subject="operator"
      title={t('cop.pendingTitle')}
      note={t('cop.pendingNote')}
      describe={(change) => <OwnerChange change={change} operators={operators} />}
    />
  );
}
