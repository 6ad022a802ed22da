import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { ReactNode } from 'react';
import { CONSOLE_TEXTS } from '../texts';

// Wide enough for a full BEP-20 address and a transaction hash on two lines.
export const ADMIN_DIALOG_WIDTH_PX = 480;

interface DialogActionsProps {
  onCancel: () => void;
  isBusy: boolean;
  /** The confirming button: a submit button of the dialog's form, or a plain one. */
  children: ReactNode;
}

export function DialogActions({ onCancel, isBusy, children }: DialogActionsProps) {
  const { t } = useTexts(CONSOLE_TEXTS);
  return (
    <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
        {t('con.cancel')}
      </Button>
      {children}
    </div>
  );
}
