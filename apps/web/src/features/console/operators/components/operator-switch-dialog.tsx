import { useTexts } from '../../../../i18n/texts';
import type { AdminOperator } from '../../kit/api/get-admin-operators';
import { ConfirmDialog } from '../../kit/components/console-dialog';
import type { OperatorSwitch } from '../api/switch-operator';
import { CONSOLE_OPERATOR_TEXTS } from '../texts';

interface OperatorSwitchDialogProps {
  operator: AdminOperator;
  to: OperatorSwitch;
  isSwitching: boolean;
  /** The server's refusal (the last active owner, say), shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Names the operator and says what a disable or an enable does before it is done. */
export function OperatorSwitchDialog({
  operator,
  to,
  isSwitching,
  error,
  onConfirm,
  onClose,
}: OperatorSwitchDialogProps) {
  const { t } = useTexts(CONSOLE_OPERATOR_TEXTS);
  const isDisable = to === 'disable';
  return (
    <ConfirmDialog
      title={t(isDisable ? 'cop.disableTitle' : 'cop.enableTitle')}
      isBusy={isSwitching}
      error={error}
      confirmLabel={t(isDisable ? 'cop.disable' : 'cop.enable')}
      variant={isDisable ? 'danger' : 'primary'}
      onConfirm={onConfirm}
      onClose={onClose}
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
