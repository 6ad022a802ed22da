import type { Ref, TextareaHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { FieldMessages, useFieldIds } from './field-messages';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

const TEXTAREA =
  'block min-h-32 w-full rounded-xl border bg-slate-900 px-4 py-3 text-base text-slate-50 placeholder:text-slate-500 ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/** The multi-line twin of TextField: same label, error wiring and look. */
export function TextAreaField({ label, error, id, className = '', ...textareaProps }: TextAreaFieldProps) {
  // Read-only until React holds a prerendered page (text-field.tsx says why).
  const isHydrated = useHydrated();
  const ids = useFieldIds(id, { error });
  const { fieldId, describedBy } = ids;
  const border = error ? 'border-rose-400' : 'border-slate-700 focus:border-teal-400';
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-200">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${TEXTAREA} ${border}`}
        {...textareaProps}
        readOnly={textareaProps.readOnly || !isHydrated}
      />
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}
