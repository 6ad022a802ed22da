import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles';
import { useSession } from '../../lib/use-session';

const SIZE = 'min-h-10 whitespace-nowrap px-4 text-sm';

/** Log in and Sign up for visitors, My account for members. `className` sets where it shows (display classes). */
export function AccountLinks({ className }: { className: string }) {
  const { isSignedIn } = useSession();
  return (
    <div className={`items-center gap-2 ${className}`}>
      {isSignedIn ? (
        <Link to="/my" className={buttonClasses('primary', SIZE)}>
          My account
        </Link>
      ) : (
        <>
          <Link to="/login" className={buttonClasses('ghost', SIZE)}>
            Log in
          </Link>
          <Link to="/register" className={buttonClasses('primary', SIZE)}>
            Sign up
          </Link>
        </>
      )}
    </div>
  );
}
