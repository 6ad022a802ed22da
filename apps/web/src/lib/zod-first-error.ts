import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The spec shows one message at a time, the first failing rule in its order; the contract's schemas
 * list their keys in that order, so only the first field error is kept.
 */
export function zodFirstErrorResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const [firstField] = Object.keys(result.errors);
    if (firstField === undefined) return result;
    const errors = { [firstField]: result.errors[firstField] } as FieldErrors<z.input<S>>;
    return { values: {}, errors };
  };
}
