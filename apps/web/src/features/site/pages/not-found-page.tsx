import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>Page not found · NexaTech</title>
      <p className="text-6xl font-bold text-teal-300">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-50">Page not found</h1>
      <p className="mt-2 text-slate-300">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses('primary', 'mt-8')}>
        Back to home
      </Link>
    </div>
  );
}
