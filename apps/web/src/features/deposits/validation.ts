// The deposit form's schema: fetched on the form's first validation, not with its page (lib/form-resolver.ts).
export { depositFormSchema } from '@app/contract';
