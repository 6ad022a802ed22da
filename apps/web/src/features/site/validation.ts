// The site forms' schemas: fetched on a form's first validation, not with its page (lib/form-resolver.ts).
export { contactBody, newsletterBody } from '@app/contract';
