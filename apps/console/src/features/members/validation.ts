// The member forms' schemas and resolvers, fetched on a form's first validation (lib/form-resolver.ts).
import { adjustBody } from '@app/contract';
import { consoleFieldsResolver } from '../../kit/validation';

export { blockBody, vendorBody } from '@app/contract';

export const adjustFormResolver = consoleFieldsResolver(adjustBody);
