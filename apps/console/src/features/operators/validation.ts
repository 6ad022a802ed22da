// The invitation form's schema, fetched on the form's first validation (lib/form-resolver.ts).
export { operatorInviteBody } from '@app/contract';
