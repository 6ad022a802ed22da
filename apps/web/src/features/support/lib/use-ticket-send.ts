import { errorMessage } from '@app/web-kit/lib/toast';
import { type FormEvent, useState } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { fieldOfRefusal, type TicketField } from './refusal-field';
import type { useTicketFiles } from './use-ticket-files';

interface TicketSendOptions<Fields extends FieldValues, Checked> {
  handleSubmit: UseFormHandleSubmit<Fields, Checked>;
  files: ReturnType<typeof useTicketFiles>;
  isSending: boolean;
  /** Shows a refusal under the field it is about; false when the form has no such field. */
  showOnField: (field: Exclude<TicketField, 'files'>, message: string) => boolean;
  /** Sends the checked fields with the files; a refusal goes to `onRefused`. */
  send: (fields: Checked, onRefused: (error: unknown) => void) => void;
}

/**
 * A ticket form's Send: the files checked with the fields, so every message shows at once; nothing sent while the
 * last send runs; a refusal shown where it belongs (under the files, under a field, or above the button).
 */
export function useTicketSend<Fields extends FieldValues, Checked>({
  handleSubmit,
  files,
  isSending,
  showOnField,
  send,
}: TicketSendOptions<Fields, Checked>) {
  const [formError, setFormError] = useState<string | null>(null);

  function showRefusal(error: unknown) {
    const message = errorMessage(error);
    const field = fieldOfRefusal(message);
    if (field === 'files') files.refuse(message);
    else if (!(field && showOnField(field, message))) setFormError(message);
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setFormError(null);
    const filesProblem = await files.check();
    await handleSubmit((fields) => {
      if (filesProblem) return;
      send(fields, showRefusal);
    })(event);
  };

  return { formError, submit };
}
