import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { useT } from '@app/web-kit/i18n/use-t';
import { Link } from 'react-router';
import { useSession } from '../../lib/use-session';

const SIZE = 'min-h-10 whitespace-nowrap px-4 text-sm';

/** Log in and Sign up for visitors, My account for members. `className` sets where it shows (display classes). */
export function AccountLinks({ className }: { className: string }) {
  const { isSignedIn } = useSession();
  const { t } = useT();
  return (
    <div className={`items-center gap-2 ${className}`}>
      {isSignedIn ? (
        <Link to="/my" className={buttonClasses('primary', SIZE)}>
          {t('account.myAccount')}
        </Link>
      ) : (
        <>
          <Link to="/login" className={buttonClasses('ghost', SIZE)}>
            {t('account.logIn')}
          </Link>
          <Link to="/register" className={buttonClasses('primary', SIZE)}>
            {t('account.signUp')}
          </Link>
        </>
      )}
    </div>
  );
}
