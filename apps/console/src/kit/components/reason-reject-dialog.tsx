import { type rejectBody, textIn } from '@app/contract';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import type { z } from 'zod';
import { useRejectionReasons } from '../api/get-rejection-reasons';
import { CONSOLE_TEXTS } from '../texts';
import { FormDialog } from './console-dialog';
import type { DialogState } from './page-dialog';
import { ReasonField } from './reason-field';

export type RejectWhy = z.output<typeof rejectBody>;

interface ReasonRejectDialogProps extends DialogState {
  title: string;
  /** The sentence that names what is rejected: "Reject 250.00 USDT from Ann Lee?" */
  question: string;
  /** Which review's kept reasons to offer. */
  review: 'deposit' | 'withdrawal';
  onReject: (why: RejectWhy) => void;
}

/**
 * A deposit's or withdrawal's reject (docs/product.md#reviews): a kept reason, which the member reads in their
 * language, free text beside it, or both; at least one.
 */
export function ReasonRejectDialog({ question, review, onReject, ...dialog }: ReasonRejectDialogProps) {
  const { t, locale } = useTexts(CONSOLE_TEXTS);
  const { data: reasons } = useRejectionReasons();
  const offered = (reasons ?? []).filter(
    (reason) => reason.retiredAt === null && (reason.for === 'both' || reason.for === review),
  );
  const { field, handleSubmit } = useSchemaForm(() => import('../validation').then((schemas) => schemas.rejectBody), {
    defaultValues: { reasonId: '', reason: '' },
  });

  return (
    <FormDialog submitLabel={t('con.reject')} variant="danger" onSubmit={handleSubmit(onReject)} {...dialog}>
      <p className="mt-2 break-words text-slate-200">{question}</p>
      <SelectField label={t('con.keptReason')} hint={t('con.keptReasonNote')} className="mt-4" {...field('reasonId')}>
        <option value="">{t('con.noKeptReason')}</option>
        {offered.map((reason) => (
          <option key={reason._id} value={reason._id}>
            {textIn(reason.texts, locale)}
          </option>
        ))}
      </SelectField>
      <ReasonField label={t('con.reasonText')} note={t('con.reasonTextNote')} {...field('reason')} />
    </FormDialog>
  );
}
