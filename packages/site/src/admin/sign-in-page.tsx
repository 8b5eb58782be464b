import type { TFunction } from '@zk/i18n';
import type { DataError } from '@zk/data';
import { Logo } from '@zk/ui';
import { SignInForm, Spinner, type SignInValues } from '@zk/ui/admin';
import { Navigate, useLocation } from 'react-router-dom';
import { useI18n } from '../app/i18n-context';
import { siteConfig } from '../site-config';
import { useAdminAuth, useSessionFresh } from './admin-auth';
import { adminBase, rememberedPath } from './admin-paths';
import { failureText } from './server-error-text';
import { useDocumentTitle } from './use-document-title';
import { signInLabels } from '../props/admin';

/**
 * SPEC section 8 ('Failed to sign in' when the service fails), in the admin's language: sign-in's own
 * wording for its codes, the dictionary's text for any other code, never the server's English message.
 */
export function signInErrorMessage(error: DataError, t: TFunction): string {
  if (error.code === 'invalid_credentials') return t('admin.signIn.invalidCredentials');
  if (error.code === 'rate_limited') return t('admin.signIn.rateLimited');
  return failureText(error, t, t('admin.signIn.failed'));
}

/** `/admin` and `/{lang}/admin`: the sign-in screen; a signed-in operator goes on at once. */
export function SignInPage() {
  const { t } = useI18n();
  const location = useLocation();
  const { loading, isAuthenticated, lastLoginTime, signingIn, error, signIn } = useAdminAuth();
  const fresh = useSessionFresh(lastLoginTime);
  useDocumentTitle(t('admin.signIn.documentTitle'));

  const destination = rememberedPath(location.state) ?? `${adminBase(location.pathname)}/dashboard`;
  if (loading) return <Spinner layout="page" label={t('admin.loading')} />;
  if (isAuthenticated && fresh) return <Navigate to={destination} replace />;

  // Success re-renders this page signed in, and the redirect above takes the operator on.
  const submit = (values: SignInValues) => {
    signIn(values).catch(() => {});
  };

  return (
    <main>
      <SignInForm
        logo={<Logo name={siteConfig.brand} />}
        status={signingIn ? 'submitting' : 'idle'}
        error={error ? signInErrorMessage(error, t) : undefined}
        onSubmit={submit}
        labels={signInLabels({ t })}
      />
    </main>
  );
}
