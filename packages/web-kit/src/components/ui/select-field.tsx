import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldMessages, useFieldIds } from './field-messages';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

const SELECT =
  'block w-full appearance-none rounded-xl border border-slate-700 bg-slate-900 py-3 pr-11 pl-4 text-base ' +
  'text-slate-50 focus:border-teal-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

export function SelectField({ label, hint, error, id, className = '', children, ...selectProps }: SelectFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  const { fieldId: selectId, describedBy } = ids;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${SELECT} ${error ? 'border-rose-400' : ''}`}
          {...selectProps}
        >
          {children}
        </select>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-slate-400"
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </div>
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
