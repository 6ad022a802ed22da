import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useT } from '@app/web-kit/i18n/use-t';
import { LanguageSelect } from '../../../i18n/language-select';

/** /settings: the same language switch as the header's, with its label shown (docs/product.md#languages). */
export function LanguageCard() {
  const { t } = useT();
  return (
    <TitledCard titleId="language-title" title={t('language.title')}>
      <p className="mt-1 mb-4 text-sm text-slate-400">{t('language.description')}</p>
      <LanguageSelect variant="full" />
    </TitledCard>
  );
}
