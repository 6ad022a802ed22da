// The overview's form schemas and resolvers, fetched on a form's first validation (lib/form-resolver.ts).
import { companyFundsBody } from '@app/contract';
import { consoleFieldsResolver } from '../../kit/validation';

export const companyFundsFormResolver = consoleFieldsResolver(companyFundsBody);
