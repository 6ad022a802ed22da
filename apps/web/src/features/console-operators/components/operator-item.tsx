import type { OperatorStatus } from '@app/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { textOf, useTexts } from '../../../i18n/texts';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/toast';
import type { AdminOperator } from '../../console/api/get-admin-operators';
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

interface OperatorItemProps {
  operator: AdminOperator;
  onSwitch: (operator: AdminOperator) => void;
}

/** One operator: who, the status badge, Disable (or Enable when disabled) asking first, a new link while invited. */
export function OperatorItem({ operator, onSwitch }: OperatorItemProps) {
  const { t } = useTexts(CONSOLE_OPERATOR_TEXTS);
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
          <Badge tone={tone}>{t(label)}</Badge>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-400">{statusLine(operator)}</p>
        <div className="flex flex-wrap justify-end gap-2">
          {operator.status === 'invited' && <ReinviteButton operator={operator} />}
          <Button
            variant={isDisabled ? 'secondary' : 'danger'}
            className="min-h-10 px-4 text-sm"
            aria-label={t(isDisabled ? 'cop.enableName' : 'cop.disableName', { name: operator.fullName })}
            onClick={() => onSwitch(operator)}
          >
            {t(isDisabled ? 'cop.enable' : 'cop.disable')}
          </Button>
        </div>
      </div>
    </li>
  );
}
