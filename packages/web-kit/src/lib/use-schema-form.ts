import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsResolver, lazyResolver } from './form-resolver';

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

type FormOptions<Input extends FieldValues, Output> = Omit<UseFormProps<Input, unknown, Output>, 'resolver'>;

function useFormWithFields<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  options: FormOptions<Input, Output>,
) {
  const form = useForm<Input, unknown, Output>({ ...options, resolver });
  return { ...form, field: fieldsOf(form) };
}

/** What `field` is for a form of these values: for a component that lays out some of the form's fields. */
export type FormFields<T extends FieldValues> = ReturnType<typeof fieldsOf<T>>;

/**
 * A form checked by a contract schema, fetched on its first check (lib/form-resolver.ts), with `field(name)` to wire
 * each field to its message.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
  options: FormOptions<z.input<S>, z.output<S>> = {},
) {
  return useFormWithFields(fieldErrorsResolver(loadSchema), options);
}

/** The same with a resolver of the app's own (its words for the contract's rules), fetched on the first check. */
export function useLazyForm<Input extends FieldValues, Output>(
  loadResolver: () => Promise<Resolver<Input, unknown, Output>>,
  options: FormOptions<Input, Output> = {},
) {
  return useFormWithFields(lazyResolver(loadResolver), options);
}
