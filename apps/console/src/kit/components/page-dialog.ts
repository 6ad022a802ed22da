import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useState } from 'react';

/**
 * The dialog a page shows, if any. Opening one clears the last answers of the page's mutations, so no dialog opens on
 * an old refusal; `done` is a decision saved: the server's message as a toast, and the dialog closes.
 */
export function usePageDialog<Open>(mutations: readonly { reset: () => void }[]) {
  const [open, setOpen] = useState<Open | null>(null);
  const show = (next: Open) => {
    for (const mutation of mutations) mutation.reset();
    setOpen(next);
  };
  const close = () => setOpen(null);
  const done = (response: { message: string }) => {
    notifySuccess(response.message);
    close();
  };
  return { open, show, close, done };
}

/** The server's refusal of a mutation's last attempt, to show in its dialog; null before one and after a success. */
export const refusalOf = (mutation: { error: unknown }): string | null =>
  mutation.error ? errorMessage(mutation.error) : null;

/** What a dialog is told of the request it sends: whether it runs, its refusal, and how to leave. */
export interface DialogState {
  isBusy: boolean;
  /** The server's answer to the last attempt, shown in the dialog. */
  error: string | null;
  onClose: () => void;
}

/** A mutation's state for the dialog that sends it. */
export const dialogStateOf = (mutation: { isPending: boolean; error: unknown }, onClose: () => void): DialogState => ({
  isBusy: mutation.isPending,
  error: refusalOf(mutation),
  onClose,
});
