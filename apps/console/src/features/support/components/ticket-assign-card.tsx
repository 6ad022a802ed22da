import { Button } from '@app/web-kit/components/ui/button';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useState } from 'react';
import { useOperatorProfile } from '../../../kit/api/get-operator-profile';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { FormAlert } from '../../../kit/components/form-alert';
import { useAssignTicket } from '../api/assign-ticket';
import type { AdminTicketDetail } from '../api/get-admin-ticket';
import { useTicketOperators } from '../api/get-ticket-operators';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';
import { SideCard } from './side-card';

const ACTION = 'min-h-10 px-4 text-sm';

/**
 * An owner picks any operator who answers tickets (only an owner may list operators: the contract's adminOperators);
 * support takes a ticket or leaves it with nobody. Finance reads who has it.
 */
function AssignControls({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const { mayCall } = useOperatorAccess();
  const { data: me } = useOperatorProfile();
  const mayPick = mayCall('adminOperators');
  const operators = useTicketOperators({ enabled: mayPick });
  const assign = useAssignTicket();
  const current = ticket.assignee?._id ?? '';
  const [picked, setPicked] = useState(current);
  const isMine = me !== undefined && current === me._id;

  function give(operatorId: string | null) {
    assign.mutate(
      { id: ticket._id, operatorId },
      {
        onSuccess: (response) => {
          notifySuccess(response.message);
          setPicked(response.data.assignee?._id ?? '');
        },
      },
    );
  }

  return (
    <div className="mt-3 space-y-3">
      {mayPick && operators.data && (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end lg:flex-col lg:items-stretch"
          onSubmit={(event) => {
            event.preventDefault();
            give(picked || null);
          }}
        >
          <SelectField
            label={t('csp.assignTo')}
            className="min-w-0 flex-1"
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
          >
            <option value="">{t('csp.nobody')}</option>
            {operators.data.map((operator) => (
              <option key={operator._id} value={operator._id}>
                {operator.isSelf ? t('csp.youSuffix', { name: operator.fullName }) : operator.fullName}
              </option>
            ))}
          </SelectField>
          <Button
            type="submit"
            variant="secondary"
            className={ACTION}
            disabled={picked === current}
            loading={assign.isPending && assign.variables?.operatorId === (picked || null)}
          >
            {t('csp.assign')}
          </Button>
        </form>
      )}
      {mayPick && operators.isPending && <p className="text-sm text-slate-400">{t('csp.loadingOperators')}</p>}
      {mayPick && operators.isError && <p className="text-sm text-amber-200">{t('csp.operatorsFailed')}</p>}
      <div className="flex flex-wrap gap-2">
        {me && !isMine && (
          <Button
            variant="secondary"
            className={ACTION}
            loading={assign.isPending && assign.variables?.operatorId === me._id}
            onClick={() => give(me._id)}
          >
            {t('csp.assignMe')}
          </Button>
        )}
        {!mayPick && current && (
          <Button
            variant="ghost"
            className={ACTION}
            loading={assign.isPending && assign.variables?.operatorId === null}
            onClick={() => give(null)}
          >
            {t('csp.unassign')}
          </Button>
        )}
      </div>
      <FormAlert message={assign.error ? errorMessage(assign.error) : null} />
    </div>
  );
}

/** Who has the ticket, and (for the roles that answer tickets) giving it to someone. */
export function TicketAssignCard({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const { mayCall } = useOperatorAccess();
  return (
    <SideCard id="ticket-assignment" title={t('csp.assignment')}>
      <p className="mt-2 text-slate-200">
        {ticket.assignee ? t('csp.assignedTo', { name: ticket.assignee.fullName }) : t('csp.unassigned')}
      </p>
      {mayCall('adminTicketAssign') && <AssignControls ticket={ticket} />}
    </SideCard>
  );
}
