import { useTexts } from '../../i18n/texts';
import { AMOUNT_TEXTS } from './amount-texts';
import { TextField, type TextFieldProps } from './text-field';

interface AmountFieldProps extends TextFieldProps {
  /** A credit or a debit ("-12,50"): the text keyboard, as a phone's decimal one has no minus sign. */
  signed?: boolean;
}

/**
 * Every typed amount of both apps: the placeholder in the language's way. Registered with AMOUNT_INPUT (or
 * SIGNED_AMOUNT_INPUT) of lib/amount-input.ts, or read with its readAmount, so "67,43" in Spanish is sent as 67.43.
 */
export function AmountField({ signed = false, ...props }: AmountFieldProps) {
  const { t } = useTexts(AMOUNT_TEXTS);
  return (
    <TextField
      inputMode={signed ? 'text' : 'decimal'}
      autoComplete="off"
      placeholder={t(signed ? 'ui.signedAmountPlaceholder' : 'ui.amountPlaceholder')}
      {...props}
    />
  );
}
