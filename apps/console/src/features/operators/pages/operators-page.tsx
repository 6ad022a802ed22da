import { pageFrom } from '@app/web-kit/components/ui/pager';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSearchParams } from 'react-router';
import { type AdminOperator, useAdminOperators } from '../../../kit/api/get-admin-operators';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { dialogStateOf, usePageDialog } from '../../../kit/components/page-dialog';
import { QueueList } from '../../../kit/components/queue-list';
import { type OperatorSwitch, useSwitchOperator } from '../api/switch-operator';
import { InviteOperatorForm } from '../components/invite-operator-form';
import { OperatorItem } from '../components/operator-item';
import { OperatorSwitchDialog } from '../components/operator-switch-dialog';
import { PendingOwnerChanges } from '../components/pending-owner-changes';
import { CONSOLE_OPERATOR_TEXTS } from '../texts';

/** The operator being disabled or enabled, and which. */
type Switching = { operator: AdminOperator; to: OperatorSwitch };

/** /admin/operators: who runs the console, invited by e-mail, disabled and enabled; one always stays active. */
export function OperatorsPage() {
  const { t } = useTexts(CONSOLE_OPERATOR_TEXTS);
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const operators = useAdminOperators(page);
  const switcher = useSwitchOperator();
  const { open: switching, show, close, done } = usePageDialog<Switching>([switcher]);
  const open = (operator: AdminOperator) =>
    show({ operator, to: operator.status === 'disabled' ? 'enable' : 'disable' });

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('cop.title')} description={t('cop.description')} />
      <InviteOperatorForm />
      <PendingOwnerChanges operators={operators.data?.docs ?? []} />
      <QueueList
        what={t('cop.what')}
        query={operators}
        page={page}
        hrefFor={(target) => `?page=${target}`}
        empty={{ title: t('cop.empty'), hint: t('cop.emptyHint') }}
      >
        {(operator) => <OperatorItem key={operator._id} operator={operator} onSwitch={open} />}
      </QueueList>
      {switching && (
        <OperatorSwitchDialog
          operator={switching.operator}
          to={switching.to}
          {...dialogStateOf(switcher, close)}
          onConfirm={() => switcher.mutate({ id: switching.operator._id, to: switching.to }, { onSuccess: done })}
        />
      )}
    </div>
  );
}
