import { Button } from '@app/web-kit/components/ui/button';
import { type FormEvent, useId } from 'react';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  defaultValue: string;
  maxLength?: number;
  className?: string;
  /** The words as typed, on submit. */
  onSearch: (words: string) => void;
}

/** The site's search field and its button, in a search landmark: the whole site's search and the news's own. */
export function SearchBox({
  label,
  placeholder,
  submitLabel,
  defaultValue,
  maxLength,
  className,
  onSearch,
}: SearchBoxProps) {
  const inputId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get('q');
    onSearch(typeof words === 'string' ? words : '');
  }
  return (
    <search className={className}>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          maxLength={maxLength}
          defaultValue={defaultValue}
          placeholder={placeholder}
          autoComplete="off"
          className="min-h-11 flex-1 rounded-xl border border-slate-700 bg-slate-900 px-4 text-base text-slate-50 placeholder:text-slate-500 focus:border-teal-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        />
        <Button type="submit">{submitLabel}</Button>
      </form>
    </search>
  );
}
