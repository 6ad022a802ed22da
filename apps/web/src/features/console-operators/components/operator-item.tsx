import type { OperatorStatus } from '@app/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/toast';
import type { AdminOperator } from '../../console/api/get-admin-operators';
import { useReinviteOperator } from '../api/reinvite-operator';

const STATUS: Record<OperatorStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  invited: { label: 'Invited', tone: 'amber' },
  disabled: { label: 'Disabled', tone: 'red' },
};

/** What the status means, under the name. */
function statusLine(operator: AdminOperator): string {
  if (operator.status === 'disabled' && operator.disabledAt) return `Disabled ${formatDateTime(operator.disabledAt)}`;
  if (operator.status === 'invited') return 'Has not set a password yet: the invitation link works once, for 24 hours.';
  return `Operator since ${formatDateTime(operator.createdAt).slice(0, 10)}`;
}

/** An invitation whose mail was lost or whose 24 hours ran out: a new link, the earlier ones stop working. */
function ReinviteButton({ operator }: { operator: AdminOperator }) {
  const reinvite = useReinviteOperator();
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-10 px-4 text-sm"
        loading={reinvite.isPending}
        aria-label={`Send ${operator.fullName} a new link`}
        onClick={() => reinvite.mutate(operator._id, { onSuccess: (response) => notifySuccess(response.message) })}
      >
        Send a new link
      </Button>
      {reinvite.error && (
        <p role="alert" className="basis-full text-sm text-rose-300">
          {errorMessage(reinvite.error)}
        </p>
      )}
    </>
  );
}

interface OperatorItemProps {
  operator: AdminOperator;
  onSwitch: (operator: AdminOperator) => void;
}

/** One operator: who, the status badge, Disable (or Enable when disabled) asking first, a new link while invited. */
export function OperatorItem({ operator, onSwitch }: OperatorItemProps) {
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
          {operator.isSelf && <Badge tone="blue">You</Badge>}
          <Badge tone={tone}>{label}</Badge>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-400">{statusLine(operator)}</p>
        <div className="flex flex-wrap justify-end gap-2">
          {operator.status === 'invited' && <ReinviteButton operator={operator} />}
          <Button
            variant={isDisabled ? 'secondary' : 'danger'}
            className="min-h-10 px-4 text-sm"
            aria-label={`${isDisabled ? 'Enable' : 'Disable'} ${operator.fullName}`}
            onClick={() => onSwitch(operator)}
          >
            {isDisabled ? 'Enable' : 'Disable'}
          </Button>
        </div>
      </div>
    </li>
  );
}
