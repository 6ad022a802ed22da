import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages, useFieldIds } from './field-messages';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and, as every field has, its message under it in an alert. */
export function CheckboxField({ label, error, id, className = '', ...inputProps }: CheckboxFieldProps) {
  const ids = useFieldIds(id, { error });
  const { fieldId: inputId, describedBy } = ids;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 rounded accent-teal-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          {...inputProps}
        />
        <label htmlFor={inputId} className="text-sm text-slate-200">
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}
