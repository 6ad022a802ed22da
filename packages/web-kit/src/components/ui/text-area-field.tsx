import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { translateMessage } from '../../i18n/current';
import { useHydrated } from '../../lib/use-hydrated';

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
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const border = error ? 'border-rose-400' : 'border-slate-700 focus:border-teal-400';
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-200">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${TEXTAREA} ${border}`}
        {...textareaProps}
        readOnly={textareaProps.readOnly || !isHydrated}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-rose-300">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
