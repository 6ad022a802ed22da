import { useTexts } from '@app/web-kit/i18n/texts';
import type { AdminOperator } from '../../../kit/api/get-admin-operators';
import { ConfirmDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import type { OperatorSwitch } from '../api/switch-operator';
import { CONSOLE_OPERATOR_TEXTS } from '../texts';

/** The dialog's error is the server's refusal (the last active owner, say). */
interface OperatorSwitchDialogProps extends DialogState {
  operator: AdminOperator;
  to: OperatorSwitch;
  onConfirm: () => void;
}

/** Names the operator and says what a disable or an enable does before it is done. */
export function OperatorSwitchDialog({ operator, to, ...dialog }: OperatorSwitchDialogProps) {
  const { t } = useTexts(CONSOLE_OPERATOR_TEXTS);
  const isDisable = to === 'disable';
  return (
    <ConfirmDialog
      title={t(isDisable ? 'cop.disableTitle' : 'cop.enableTitle')}
      confirmLabel={t(isDisable ? 'cop.disable' : 'cop.enable')}
      variant={isDisable ? 'danger' : 'primary'}
      {...dialog}
    >
      <p className="mt-2 break-words text-slate-200">
        {t(isDisable ? 'cop.disableQuestion' : 'cop.enableQuestion', {
          name: operator.fullName,
          email: operator.email,
        })}
      </p>
      {isDisable ? (
        <p className="mt-3 rounded-xl border border-rose-400/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-100">
          {t('cop.disableWarning')}
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-300">{t('cop.enableNote')}</p>
      )}
    </ConfirmDialog>
  );
}
