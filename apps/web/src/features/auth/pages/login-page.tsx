import { AuthShell } from '@app/web-kit/components/ui/auth-shell';
import { useT } from '@app/web-kit/i18n/use-t';
import { lazy, Suspense } from 'react';
import { AuthFooterLink } from '../components/auth-footer-link';

/** The form's code (react-hook-form, the API client): routes.tsx fetches it beside this page (decision 013). */
export const loadLoginForm = () => import('../components/login-form');
const LoginForm = lazy(() => loadLoginForm().then((module) => ({ default: module.LoginForm })));

export function LoginPage() {
  const { t } = useT();
  return (
    <AuthShell
      title={t('login.title')}
      description={t('login.description')}
      footer={<AuthFooterLink prompt={t('login.newHere')} to="/register" label={t('account.signUp')} />}
    >
      <Suspense fallback={<div aria-busy="true" className="min-h-64" />}>
        <LoginForm />
      </Suspense>
    </AuthShell>
  );
}
