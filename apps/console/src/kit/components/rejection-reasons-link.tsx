import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { CONSOLE_TEXTS } from '../texts';

/** The deposit and withdrawal queues' way to the kept rejection reasons (docs/product.md#reviews). */
export function RejectionReasonsLink() {
  const { t } = useTexts(CONSOLE_TEXTS);
  return (
    <Link to="/admin/deposits/rejection-reasons" className={buttonClasses('secondary', 'min-h-10 text-sm')}>
      {t('con.rejectionReasons')}
    </Link>
  );
}
