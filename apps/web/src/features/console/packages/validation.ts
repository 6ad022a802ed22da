// The package form's resolver, fetched on the form's first validation (lib/form-resolver.ts).
import { packageCreateBody } from '@app/contract';
import { consoleFieldsResolver } from '../kit/validation';

export const packageFormResolver = consoleFieldsResolver(packageCreateBody);
