// The rejection reason form's resolver, fetched on the form's first validation (lib/form-resolver.ts).
import { rejectionReasonBody } from '@app/contract';
import { consoleFieldsResolver } from '../../kit/validation';

export const rejectionReasonResolver = consoleFieldsResolver(rejectionReasonBody);
