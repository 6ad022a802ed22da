import { useId } from 'react';
import { translateMessage } from '../../i18n/current';

/**
 * A field's id and the ids of its hint and message: the control names them in aria-describedby (its message first),
 * so a screen reader reads what is wrong before the hint.
 */
export function useFieldIds(id: string | undefined, { error, hint }: { error?: string; hint?: string }) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { fieldId, errorId, hintId, describedBy };
}

const MESSAGE = 'mt-1.5 text-sm font-medium text-rose-300';

/** What every field shows under its control: its hint, then its message in the chosen language, as an alert. */
export function FieldMessages({
  ids,
  error,
  hint,
  keepLines = false,
}: {
  ids: { errorId: string; hintId: string };
  error?: string;
  hint?: string;
  /** A message of several lines keeps them (a list of what the server refused). */
  keepLines?: boolean;
}) {
  return (
    <>
      {hint && (
        <p id={ids.hintId} className="mt-1.5 text-sm text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} role="alert" className={keepLines ? `${MESSAGE} whitespace-pre-wrap` : MESSAGE}>
          {translateMessage(error)}
        </p>
      )}
    </>
  );
}
