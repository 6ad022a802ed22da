import { Dialog } from '@app/web-kit/components/ui/dialog';
import { useT } from '@app/web-kit/i18n/use-t';
import { useState } from 'react';
import { HeaderIcon, ICON_BUTTON } from '../../components/header-icon';
import { SearchForm } from '../../features/site/components/search-form';

const SEARCH_WIDTH_PX = 560;

/** The header's search overlay: submitting lists matching pages on /search. */
export function SearchButton() {
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useT();
  const close = () => setIsOpen(false);
  return (
    <>
      <button type="button" aria-label={t('header.search')} onClick={() => setIsOpen(true)} className={ICON_BUTTON}>
        <HeaderIcon name="search" />
      </button>
      {isOpen && (
        <Dialog title={t('header.searchTitle')} onClose={close} maxWidthPx={SEARCH_WIDTH_PX}>
          <p className="mt-1 mb-4 text-sm text-slate-400">{t('header.searchHint')}</p>
          <SearchForm onSearched={close} />
          <button
            type="button"
            onClick={close}
            className="mt-4 text-sm font-semibold text-slate-300 hover:text-slate-50"
          >
            {t('header.close')}
          </button>
        </Dialog>
      )}
    </>
  );
}
