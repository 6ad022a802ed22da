import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsResolver } from './form-resolver';

/**
 * A form's fields, each its registration and its error message, to spread on a TextField, PasswordField,
 * SelectField or TextAreaField: `<TextField label={…} {...field('email')} />`. Called while rendering, as reading
 * the errors is what subscribes the form to them.
 */
export function fieldsOf<T extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    error: (get(formState.errors, name) as FieldError | undefined)?.message,
  });
}

/**
 * A form checked by a contract schema, fetched on its first check (lib/form-resolver.ts), with `field(name)` to wire
 * each field to its message.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: fieldErrorsResolver(loadSchema) });
  return { ...form, field: fieldsOf(form) };
}
