import { Button } from '@app/web-kit/components/ui/button';
import type { ButtonVariant } from '@app/web-kit/components/ui/button-styles';
import { Dialog } from '@app/web-kit/components/ui/dialog';
import type { FormEventHandler, ReactNode } from 'react';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from './dialog-actions';
import { FormAlert } from './form-alert';

interface ConsoleDialogProps {
  title: ReactNode;
  /** While its request runs, Escape and the backdrop leave it open: the answer is shown in it. */
  isBusy: boolean;
  onClose: () => void;
  maxWidthPx?: number;
  children: ReactNode;
}

/** The console's dialog: wide enough for an address, and open until the request it sent is answered. */
export function ConsoleDialog({
  title,
  isBusy,
  onClose,
  maxWidthPx = ADMIN_DIALOG_WIDTH_PX,
  children,
}: ConsoleDialogProps) {
  return (
    <Dialog title={title} onClose={isBusy ? () => {} : onClose} maxWidthPx={maxWidthPx}>
      {children}
    </Dialog>
  );
}

interface DecisionProps {
  /** The server's answer to the last attempt, shown above the buttons. */
  error: string | null;
  isBusy: boolean;
  onCancel: () => void;
  label: string;
  variant?: ButtonVariant;
  /** A money action: the second click of a double click does nothing. */
  once?: boolean;
  /** A plain button's click; absent, the button submits the dialog's form. */
  onClick?: () => void;
}

/** A dialog's end: the refusal of the last attempt, then Cancel and the one button that decides. */
export function Decision({ error, isBusy, onCancel, label, variant, once, onClick }: DecisionProps) {
  return (
    <>
      <div className="mt-4 empty:hidden">
        <FormAlert message={error} />
      </div>
      <DialogActions onCancel={onCancel} isBusy={isBusy}>
        <Button type={onClick ? 'button' : 'submit'} variant={variant} once={once} loading={isBusy} onClick={onClick}>
          {label}
        </Button>
      </DialogActions>
    </>
  );
}

interface ConfirmDialogProps extends Omit<ConsoleDialogProps, 'onClose'> {
  error: string | null;
  confirmLabel: string;
  variant?: ButtonVariant;
  once?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before one action is taken: what it does (the children), the server's refusal, Cancel and the action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, isBusy, error, confirmLabel, variant, once, onConfirm, onClose, maxWidthPx, children } = props;
  return (
    <ConsoleDialog title={title} isBusy={isBusy} onClose={onClose} maxWidthPx={maxWidthPx}>
      {children}
      <Decision
        error={error}
        isBusy={isBusy}
        onCancel={onClose}
        label={confirmLabel}
        variant={variant}
        once={once}
        onClick={onConfirm}
      />
    </ConsoleDialog>
  );
}

interface FormDialogProps extends ConsoleDialogProps {
  error: string | null;
  submitLabel: string;
  variant?: ButtonVariant;
  once?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the dialog is for, above its form. */
  intro?: ReactNode;
  formClassName?: string;
}

/** A dialog around a form: its fields (the children), the server's refusal, Cancel and the submit button. */
export function FormDialog(props: FormDialogProps) {
  const { title, isBusy, error, submitLabel, variant, once, onSubmit, onClose, maxWidthPx, intro, children } = props;
  return (
    <ConsoleDialog title={title} isBusy={isBusy} onClose={onClose} maxWidthPx={maxWidthPx}>
      {intro}
      <form noValidate onSubmit={onSubmit} className={props.formClassName}>
        {children}
        <Decision error={error} isBusy={isBusy} onCancel={onClose} label={submitLabel} variant={variant} once={once} />
      </form>
    </ConsoleDialog>
  );
}
