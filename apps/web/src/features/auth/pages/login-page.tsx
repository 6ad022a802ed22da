import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { AuthShell, textLinkClass } from '../../../components/ui/auth-shell';
import { useT } from '../../../i18n/use-t';

/** The form's code (react-hook-form, the API client): routes.tsx fetches it beside this page (decision 013). */
export const loadLoginForm = () => import('../components/login-form');
const LoginForm = lazy(() => loadLoginForm().then((module) => ({ default: module.LoginForm })));

export function LoginPage() {
  const { t } = useT();
  return (
    <AuthShell
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          {t('login.newHere')}{' '}
          <Link to="/register" className={textLinkClass}>
            {t('account.signUp')}
          </Link>
        </>
      }
    >
      <Suspense fallback={<div aria-busy="true" className="min-h-64" />}>
        <LoginForm />
      </Suspense>
    </AuthShell>
  );
}
