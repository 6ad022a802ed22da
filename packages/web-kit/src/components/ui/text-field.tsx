import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { translateMessage } from '../../i18n/current';
import { useHydrated } from '../../lib/use-hydrated';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /** A control drawn inside the input's right edge (the password toggle). */
  trailing?: ReactNode;
}

const INPUT =
  'block w-full rounded-xl border bg-slate-900 px-4 py-3 text-base text-slate-50 placeholder:text-slate-500 ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 read-only:bg-slate-800/60 read-only:text-slate-300';

export function TextField({ label, error, hint, trailing, id, className = '', ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const border = error ? 'border-rose-400' : 'border-slate-700 focus:border-teal-400';
  // On a prerendered page the field is read-only until React holds it: the form's hydration sets each field to its
  // default value, which would wipe what was typed before it.
  const isHydrated = useHydrated();

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${INPUT} ${border} ${trailing ? 'pr-14' : ''}`}
          {...inputProps}
          readOnly={inputProps.readOnly || !isHydrated}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium whitespace-pre-wrap text-rose-300">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
