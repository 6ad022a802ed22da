// The withdrawal and transfer forms' schemas: fetched on a form's first validation, not with their pages
// (lib/form-resolver.ts).
export {
  packageWithdrawalForm,
  transferFormSchema,
  transferOtpForm,
  withdrawalFormSchema,
  withdrawalOtpForm,
} from '@app/contract';
