import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { Card } from '@app/web-kit/components/ui/card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { DEPOSIT_TEXTS } from '../texts';

/** No deposits at all, or a page past the last one (an old link, a hand-typed ?page=). */
export function DepositListEmpty({ isPastLastPage }: { isPastLastPage: boolean }) {
  const { t } = useTexts(DEPOSIT_TEXTS);
  return (
    <Card className="text-center">
      <h2 className="text-lg font-semibold text-slate-50">
        {isPastLastPage ? t('dep.nothingOnPage') : t('dep.noneYet')}
      </h2>
      <p className="mt-1 text-slate-300">{isPastLastPage ? t('dep.earlierPages') : t('dep.noneHint')}</p>
      <Link
        to={isPastLastPage ? '?page=1' : '/deposit'}
        className={buttonClasses(isPastLastPage ? 'secondary' : 'primary', 'mt-5')}
      >
        {isPastLastPage ? t('dep.goToPage1') : t('dep.make')}
      </Link>
    </Card>
  );
}
