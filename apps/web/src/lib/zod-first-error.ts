import { installPlainIssueMessages } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// Loaded with the first form check: a rule the contract states without a message reads as a sentence naming the field.
installPlainIssueMessages();

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

/**
 * A form shows one message at a time (docs/product.md#web-client), the first failing rule in its order; the contract's
 * schemas
 * list their keys in that order, so only the first field error is kept.
 */
export function zodFirstErrorResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = zodFieldsResolver(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const [firstField] = Object.keys(result.errors);
    if (firstField === undefined) return result;
    const errors = { [firstField]: result.errors[firstField] } as FieldErrors<z.input<S>>;
    return { values: {}, errors };
  };
}
