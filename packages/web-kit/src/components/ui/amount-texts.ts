// The amount field's English (docs/decisions/017-translations.md): its example shows the language's decimal mark,
// the one readAmount reads first (docs/decisions/043-honest-figures.md#amounts-as-typed). Spanish and Hindi in
// amount-texts.{es,hi}.ts.
export const AMOUNT_TEXTS = {
  'ui.amountPlaceholder': '0.00',
  'ui.signedAmountPlaceholder': '12.50 or -12.50',
} as const;
