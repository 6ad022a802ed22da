import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { FieldMessages, useFieldIds } from './field-messages';

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
  const ids = useFieldIds(id, { error, hint });
  const { fieldId: inputId, describedBy } = ids;
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
      <FieldMessages ids={ids} error={error} hint={hint} keepLines />
    </div>
  );
}
