// The profile forms' schemas: fetched on a form's first validation, not with its page (lib/form-resolver.ts).
export { usdtAddressBody } from '@app/contract';
