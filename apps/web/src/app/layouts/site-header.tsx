import { Link, NavLink } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles';
import { useSession } from '../../lib/use-session';
import { Brand } from './brand';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 ${
    isActive ? 'text-teal-300' : 'text-slate-300 hover:text-slate-50'
  }`;

export function SiteHeader() {
  const { isSignedIn } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-800/80 bg-slate-950/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-4">
        <Brand />
        <nav aria-label="Main" className="ml-2 hidden sm:block">
          <NavLink to="/" end className={navLinkClass}>
            Home
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {isSignedIn ? (
            <Link to="/my" className={buttonClasses('primary', 'min-h-10 whitespace-nowrap px-4 text-sm')}>
              My account
            </Link>
          ) : (
            <>
              <Link to="/login" className={buttonClasses('ghost', 'min-h-10 whitespace-nowrap px-3 text-sm')}>
                Log in
              </Link>
              <Link to="/register" className={buttonClasses('primary', 'min-h-10 whitespace-nowrap px-4 text-sm')}>
                Sign up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
