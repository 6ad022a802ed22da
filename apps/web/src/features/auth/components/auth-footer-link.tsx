import { textLinkClass } from '@app/web-kit/components/ui/auth-shell';
import { Link } from 'react-router';

// A file of its own: the log-in page shows it before its lazy form, and importing it from the code steps' shell put
// the form machinery (react-hook-form, zod) on that page's first render.

/** An auth page's line at its foot: a question, and the page that answers it. */
export function AuthFooterLink({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <>
      {prompt}{' '}
      <Link to={to} className={textLinkClass}>
        {label}
      </Link>
    </>
  );
}
