import { type companyFundsBody, microsToDecimalText } from '@app/contract';
import { AmountField } from '@app/web-kit/components/ui/amount-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { AMOUNT_INPUT } from '@app/web-kit/lib/amount-input';
import { useLazyForm } from '@app/web-kit/lib/use-schema-form';
import type { z } from 'zod';
import { FormDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import type { CompanyFunds } from '../api/record-company-funds';
import { CONSOLE_OVERVIEW_TEXTS } from '../texts';

type CompanyFundsTerms = z.output<typeof companyFundsBody>;

/** The checked terms as the contract's body: the amount as exact decimal text, never a float. */
export const companyFundsOf = ({ amount, reference }: CompanyFundsTerms): CompanyFunds => ({
  amount: microsToDecimalText(amount),
  reference,
});

interface CompanyFundsDialogProps extends DialogState {
  onRecord: (funds: CompanyFunds) => void;
}

/**
 * The company's own money put into the platform, with where it came from (docs/product.md#ledger): counted in what
 * the platform holds, audited, and no member's balance moves.
 */
export function CompanyFundsDialog({ onRecord, ...dialog }: CompanyFundsDialogProps) {
  const { t } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  const { field, handleSubmit } = useLazyForm(
    () => import('../validation').then((schemas) => schemas.companyFundsFormResolver),
    { defaultValues: { amount: '', reference: '' } },
  );

  return (
    <FormDialog
      title={t('cov.recordFunds')}
      submitLabel={t('cov.recordFunds')}
      once
      onSubmit={handleSubmit((terms) => onRecord(companyFundsOf(terms)))}
      {...dialog}
      intro={<p className="mt-1 text-sm text-slate-300">{t('cov.recordFundsNote')}</p>}
      formClassName="mt-4 space-y-4"
    >
      <AmountField label={t('cov.amountField')} {...field('amount', AMOUNT_INPUT)} />
      <TextField
        label={t('cov.reference')}
        autoComplete="off"
        maxLength={200}
        hint={t('cov.referenceHint')}
        {...field('reference')}
      />
    </FormDialog>
  );
}
