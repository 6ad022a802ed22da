import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { AdminOperator } from '../../console/api/get-admin-operators';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../console/components/dialog-actions';
import { FormAlert } from '../../console/components/form-alert';
import type { OperatorSwitch } from '../api/switch-operator';

interface OperatorSwitchDialogProps {
  operator: AdminOperator;
  to: OperatorSwitch;
  isSwitching: boolean;
  /** The server's refusal (the last active operator, say), shown in the dialog. */
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
  const isDisable = to === 'disable';
  return (
    <Dialog
      title={isDisable ? 'Disable operator' : 'Enable operator'}
      onClose={isSwitching ? () => {} : onClose}
      maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
    >
      <p className="mt-2 break-words text-slate-200">
        {isDisable ? 'Disable' : 'Enable'} {operator.fullName} ({operator.email})?
      </p>
      {isDisable ? (
        <p className="mt-3 rounded-xl border border-rose-400/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-100">
          Every session of this operator ends at once and they cannot sign in until an operator enables them. At least
          one operator always stays active.
          {operator.isSelf && ' This is you: you will be signed out.'}
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-300">
          They can sign in again with their password and a mailed code; the sessions the disable ended stay ended.
        </p>
      )}
      <div className="mt-4 empty:hidden">
        <FormAlert message={error} />
      </div>
      <DialogActions onCancel={onClose} isBusy={isSwitching}>
        <Button variant={isDisable ? 'danger' : 'primary'} onClick={onConfirm} loading={isSwitching}>
          {isDisable ? 'Disable' : 'Enable'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
