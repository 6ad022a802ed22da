import { OPERATOR_ROLES, type OperatorRole, type OperatorStatus } from '@app/contract';
import { Badge, type BadgeTone } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { formatDate, formatDateTime, formatNumber } from '@app/web-kit/lib/format';
import { errorMessage, notifyApiError, notifySuccess } from '@app/web-kit/lib/toast';
import { useState } from 'react';
import type { AdminOperator } from '../../../kit/api/get-admin-operators';
import { useRoleName } from '../../../kit/components/operator-role';
import { useChangeOperatorRole } from '../api/change-operator-role';
import { useReinviteOperator } from '../api/reinvite-operator';
import { CONSOLE_OPERATOR_TEXTS } from '../texts';

const STATUS: Record<OperatorStatus, { label: 'cop.active' | 'cop.invited' | 'cop.disabled'; tone: BadgeTone }> = {
  active: { label: 'cop.active', tone: 'green' },
  invited: { label: 'cop.invited', tone: 'amber' },
  disabled: { label: 'cop.disabled', tone: 'red' },
};

/** What the status means, under the name. */
function statusLine(operator: AdminOperator): string {
  if (operator.status === 'disabled' && operator.disabledAt) {
    return textOf(CONSOLE_OPERATOR_TEXTS, 'cop.disabledAt', { time: formatDateTime(operator.disabledAt) });
  }
  if (operator.status === 'invited') {
    return textOf(CONSOLE_OPERATOR_TEXTS, 'cop.invitedLine', { hours: formatNumber(24) });
  }
  return textOf(CONSOLE_OPERATOR_TEXTS, 'cop.since', { date: formatDate(operator.createdAt) });
}

/** An invitation whose mail was lost or whose 24 hours ran out: a new link, the earlier ones stop working. */
function ReinviteButton({ operator }: { operator: AdminOperator }) {
  const { t } = useTexts(CONSOLE_OPERATOR_TEXTS);
  const reinvite = useReinviteOperator();
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-10 px-4 text-sm"
        loading={reinvite.isPending}
        aria-label={t('cop.sendNewLinkTo', { name: operator.fullName })}
        onClick={() => reinvite.mutate(operator._id, { onSuccess: (response) => notifySuccess(response.message) })}
      >
        {t('cop.sendNewLink')}
      </Button>
      {reinvite.error && (
        <p role="alert" className="basis-full text-sm text-rose-300">
          {errorMessage(reinvite.error)}
        </p>
      )}
    </>
  );
}

const SELECT =
  'min-h-10 appearance-none rounded-xl border border-slate-700 bg-slate-900 py-2 pr-4 pl-3 text-sm text-slate-50 ' +
  'focus:border-teal-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/**
 * Another operator's role, changed by an owner (docs/decisions/020-operator-roles.md): the new role is picked, then
 * applied with its own button, so a slip of the list changes nothing. The server's answer is a toast, its refusal
 * (the last active owner) too.
 */
function RoleChanger({ operator }: { operator: AdminOperator }) {
  const { t } = useTexts(CONSOLE_OPERATOR_TEXTS);
  const roleName = useRoleName();
  const change = useChangeOperatorRole();
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const selectId = `role-${operator._id}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="sr-only">
        {t('cop.roleOf', { name: operator.fullName })}
      </label>
      <select
        id={selectId}
        className={SELECT}
        value={role}
        disabled={change.isPending}
        onChange={(event) => setRole(event.target.value as OperatorRole)}
      >
        {OPERATOR_ROLES.map((each) => (
          <option key={each} value={each}>
            {roleName(each)}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        className="min-h-10 px-4 text-sm"
        disabled={role === operator.role}
        loading={change.isPending}
        aria-label={t('cop.changeRoleOf', { name: operator.fullName })}
        onClick={() =>
          change.mutate(
            { id: operator._id, role },
            {
              onSuccess: (response) => {
                notifySuccess(response.message);
                // Made an owner on a second owner's approval only: until then the role shown is the one held.
                if (response.pendingChange) setRole(operator.role);
              },
              onError: (error) => {
                setRole(operator.role);
                notifyApiError(error);
              },
            },
          )
        }
      >
        {t('cop.changeRole')}
      </Button>
    </div>
  );
}

interface OperatorItemProps {
  operator: AdminOperator;
  onSwitch: (operator: AdminOperator) => void;
}

/**
 * One operator: who, the role and status badges, Disable (or Enable when disabled) asking first, a new link while
 * invited, and a change of role. Neither the role nor the disable is offered on one's own row: another owner does
 * that (the server refuses it too).
 */
export function OperatorItem({ operator, onSwitch }: OperatorItemProps) {
  const { t } = useTexts(CONSOLE_OPERATOR_TEXTS);
  const roleName = useRoleName();
  const isDisabled = operator.status === 'disabled';
  const { label, tone } = STATUS[operator.status];
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-50">{operator.fullName}</h2>
          <p className="text-sm break-all text-slate-400">{operator.email}</p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          {operator.isSelf && <Badge tone="blue">{t('cop.you')}</Badge>}
          <Badge tone="slate">
            <span className="sr-only">{t('cop.role')}: </span>
            {roleName(operator.role)}
          </Badge>
          <Badge tone={tone}>{t(label)}</Badge>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-400">{statusLine(operator)}</p>
        <div className="flex flex-wrap justify-end gap-2">
          {operator.status === 'invited' && <ReinviteButton operator={operator} />}
          {!operator.isSelf && <RoleChanger key={operator.role} operator={operator} />}
          {!operator.isSelf && (
            <Button
              variant={isDisabled ? 'secondary' : 'danger'}
              className="min-h-10 px-4 text-sm"
              aria-label={t(isDisabled ? 'cop.enableName' : 'cop.disableName', { name: operator.fullName })}
              onClick={() => onSwitch(operator)}
            >
              {t(isDisabled ? 'cop.enable' : 'cop.disable')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
