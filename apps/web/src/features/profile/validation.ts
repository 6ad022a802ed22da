// The profile forms' schemas: fetched on a form's first validation, not with its page (lib/form-resolver.ts).
export { passwordChangeBody, usdtAddressBody } from '@app/contract';
