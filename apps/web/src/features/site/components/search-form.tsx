import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { SITE_SHARED_TEXTS } from '../shared-texts';

interface SearchFormProps {
  defaultValue?: string;
  /** Called after navigating to the results, e.g. to close the overlay. */
  onSearched?: () => void;
}

export function searchPath(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : '/search';
}

export function SearchForm({ defaultValue = '', onSearched }: SearchFormProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const { t } = useTexts(SITE_SHARED_TEXTS);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    navigate(searchPath(typeof query === 'string' ? query : ''));
    onSearched?.();
  }

  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t('site.searchWords')}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder={t('site.searchPlaceholder')}
          autoComplete="off"
          className="min-h-11 flex-1 rounded-xl border border-slate-700 bg-slate-900 px-4 text-base text-slate-50 placeholder:text-slate-500 focus:border-teal-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        />
        <Button type="submit">{t('site.search')}</Button>
      </form>
    </search>
  );
}
