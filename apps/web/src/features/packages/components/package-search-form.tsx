import { Button } from '@app/web-kit/components/ui/button';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { FormEvent } from 'react';
import { PACKAGE_TEXTS } from '../texts';

interface PackageSearchFormProps {
  search: string;
  onSearch: (search: string) => void;
}

export function PackageSearchForm({ search, onSearch }: PackageSearchFormProps) {
  const { t } = useTexts(PACKAGE_TEXTS);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    onSearch(typeof value === 'string' ? value.trim() : '');
  }
  return (
    // Keyed by the URL's search, so Back and Forward show the words that were searched.
    <form key={search} onSubmit={submit} className="flex items-end gap-2">
      <TextField
        label={t('pk.searchPackages')}
        name="search"
        type="search"
        defaultValue={search}
        maxLength={100}
        autoComplete="off"
        placeholder={t('pk.packageTitle')}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" className="min-h-[50px]">
        {t('pk.search')}
      </Button>
    </form>
  );
}
