// The settings form's resolver, fetched on the form's first validation (lib/form-resolver.ts).
import { operatorSettings } from '@app/contract';
import { consoleFieldsResolver } from '../../kit/validation';

export const settingsFormResolver = consoleFieldsResolver(operatorSettings);
