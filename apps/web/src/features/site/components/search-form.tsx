import { useTexts } from '@app/web-kit/i18n/texts';
import { useNavigate } from 'react-router';
import { SITE_SHARED_TEXTS } from '../shared-texts';
import { SearchBox } from './search-box';

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
  const { t } = useTexts(SITE_SHARED_TEXTS);
  return (
    <SearchBox
      label={t('site.searchWords')}
      placeholder={t('site.searchPlaceholder')}
      submitLabel={t('site.search')}
      defaultValue={defaultValue}
      onSearch={(words) => {
        navigate(searchPath(words));
        onSearched?.();
      }}
    />
  );
}
