import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { plainIssueText } from './plain-issues';

// Loaded with the first form check: a rule the contract states without a message reads as a sentence naming the
// field, in the chosen language (the contract's installPlainIssueMessages words it in English, for the server).
z.config({ customError: plainIssueText });

/**
 * Every field's own message. `parseOptions.error` words the rules a schema states without a sentence of its own
 * (the schema's messages still come first).
 */
export function zodFieldsResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  parseOptions?: z.core.ParseContext<z.core.$ZodIssue>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema, parseOptions) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
}
