// The withdrawal forms' schemas: fetched on a form's first validation, not with their pages (lib/form-resolver.ts).
export { packageWithdrawalForm, withdrawalFormSchema, withdrawalOtpForm } from '@app/contract';
