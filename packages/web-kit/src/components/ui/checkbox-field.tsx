import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { translateMessage } from '../../i18n/current';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and, as every field has, its message under it in an alert. */
export function CheckboxField({ label, error, id, className = '', ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 rounded accent-teal-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          {...inputProps}
        />
        <label htmlFor={inputId} className="text-sm text-slate-200">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-rose-300">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
