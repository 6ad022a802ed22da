import { notifySuccess } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

interface SiteFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  loadSchema: () => Promise<S>;
  empty: DefaultValues<z.input<S>> & z.input<S>;
  /** The form's write: its refusals are its own to say. */
  send: {
    mutate: (body: z.output<S>, options: { onSuccess: (response: { message: string }) => void }) => void;
  };
  toastGroup: string;
  /** Said when the answer carries no sentence of its own. */
  fallbackMessage?: string;
}

/** A public site form: it sends what it holds, says the answer in its own toast and empties itself for the next. */
export function useSiteForm<S extends z.ZodType<FieldValues, FieldValues>>(options: SiteFormOptions<S>) {
  const { handleSubmit, reset, field } = useSchemaForm(options.loadSchema, { defaultValues: options.empty });
  const submit = handleSubmit((body) =>
    options.send.mutate(body, {
      onSuccess: (response) => {
        const message = options.fallbackMessage ? response.message || options.fallbackMessage : response.message;
        notifySuccess(message, { group: options.toastGroup });
        reset(options.empty);
      },
    }),
  );
  return { submit, field };
}
