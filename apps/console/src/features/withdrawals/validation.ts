// The payout form's schema, fetched on the form's first validation (lib/form-resolver.ts).
export { payWithdrawalBody } from '@app/contract';
