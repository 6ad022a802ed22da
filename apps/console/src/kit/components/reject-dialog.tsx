import { useTexts } from '@app/web-kit/i18n/texts';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { CONSOLE_TEXTS } from '../texts';
import { FormDialog } from './console-dialog';
import type { DialogState } from './page-dialog';
import { ReasonField } from './reason-field';

interface RejectDialogProps extends DialogState {
  title: string;
  /** The sentence that names what is rejected: "Reject 250.00 USDT from Ann Lee?" */
  question: string;
  onReject: (reason: string) => void;
}

/** A reject with its reason, free text and required; the member reads the reason in their history. */
export function RejectDialog({ title, question, onReject, ...dialog }: RejectDialogProps) {
  const { t } = useTexts(CONSOLE_TEXTS);
  const { field, handleSubmit } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.reasonOnlyBody),
    {
      defaultValues: { reason: '' },
    },
  );

  return (
    <FormDialog
      title={title}
      submitLabel={t('con.reject')}
      variant="danger"
      onSubmit={handleSubmit(({ reason }) => onReject(reason))}
      {...dialog}
    >
      <p className="mt-2 break-words text-slate-200">{question}</p>
      <ReasonField label={t('con.reason')} note={t('con.reasonNote')} {...field('reason')} />
    </FormDialog>
  );
}
