import type { TFunction } from '@zk/i18n';
import { DataError, type FormFailure } from '@zk/data';
import { Logo } from '@zk/ui';
import { SignInCodeForm, SignInForm, type SignInValues } from '@zk/ui/admin';
import { useDataAdapters } from '@zk/data/react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useI18n } from '../app/i18n-context';
import { useServedForm } from '../app/served-form';
import { siteConfig } from '../site-config';
import { useAdminAuth, useSessionFresh } from './admin-auth';
import { adminSignInDestination } from './admin-paths';
import { failureText } from './server-error-text';
import { useDocumentTitle } from './use-document-title';
import { signInCodeLabels, signInLabels } from '../props/admin';

/**
 * SPEC section 8 ('Failed to sign in' when the service fails), in the admin's language: sign-in's own
 * wording for its codes, the dictionary's text for any other code, never the server's English message.
 */
export function signInErrorMessage(error: DataError, t: TFunction): string {
  if (error.code === 'invalid_credentials') return t('admin.signIn.invalidCredentials');
  if (error.code === 'rate_limited') return t('admin.signIn.rateLimited');
  return failureText(error, t, t('admin.signIn.failed'));
}

/** Why a sign-in posted without scripts came back, as the JSON route's refusal would read. */
function servedFailureMessage(failure: FormFailure, t: TFunction): string {
  if (failure === 'scripts_required') return t('admin.noScript');
  return signInErrorMessage(new DataError(failure === 'failure' ? 'internal' : failure, failure), t);
}

/**
 * `/admin` and `/{lang}/admin`: the sign-in screen, which is also in the HTML the server sends (the
 * admin shell is prerendered with it), so it shows at once, posts as a plain form before the scripts
 * run, and hydrates as it is: it does not wait for the session to be read. A signed-in operator goes
 * on to the page remembered in the address (`?from=`), else the dashboard. When the account has a
 * second factor, the password is followed by the code step: the server sends that page after a plain
 * post, the scripts show it after `code_required`; both post the code the same way.
 */
export function SignInPage() {
  const { t } = useI18n();
  const location = useLocation();
  const { isAuthenticated, lastLoginTime, signingIn, error, signIn, codeRequired, passkeyOffered, signInWithCode, signInWithPasskey } =
    useAdminAuth();
  const { auth } = useDataAdapters();
  const fresh = useSessionFresh(lastLoginTime);
  // A sign-in posted before the scripts ran, sent back by the server: the e-mail and why it failed.
  const served = useServedForm('signIn');
  const servedCode = useServedForm('signInCode');
  const [showServed, setShowServed] = useState(served !== undefined || servedCode !== undefined);
  useDocumentTitle(t('admin.signIn.documentTitle'));
  const onCodeStep = codeRequired || servedCode !== undefined;
  useBrowserPasskeyAutofill(!onCodeStep && !isAuthenticated, signInWithPasskey);

  if (isAuthenticated && fresh) return <Navigate to={adminSignInDestination(location.pathname, location.search)} replace />;

  // Success re-renders this page signed in, and the redirect above takes the operator on.
  const submit = (values: SignInValues) => {
    setShowServed(false);
    signIn(values).catch(() => {});
  };
  const servedFailure = showServed ? (served ?? servedCode)?.failure : undefined;
  const errorText = error ? signInErrorMessage(error, t) : servedFailure ? servedFailureMessage(servedFailure, t) : undefined;

  const passkeyHandler = (mode: 'second-step' | 'passwordless') => () => {
    setShowServed(false);
    signInWithPasskey(mode).catch(() => {});
  };
  const passkeysHere = auth.signInWithPasskey !== undefined;

  if (onCodeStep) {
    const submitCode = ({ code }: { code: string }) => {
      setShowServed(false);
      signInWithCode(code).catch(() => {});
    };
    const offered = passkeysHere && (codeRequired ? passkeyOffered : servedCode?.values.passkey === true);
    return (
      <main>
        <SignInCodeForm
          logo={<Logo name={siteConfig.brand} />}
          method="post"
          startOverHref={`${location.pathname}${location.search}`}
          status={signingIn ? 'submitting' : 'idle'}
          error={errorText}
          onSubmit={submitCode}
          onPasskey={offered ? passkeyHandler('second-step') : undefined}
          // Supabase Auth (hosted mode) keeps no recovery codes.
          labels={signInCodeLabels({ t }, { recoveryCodes: !siteConfig.supabase })}
        />
      </main>
    );
  }

  return (
    <main>
      <SignInForm
        logo={<Logo name={siteConfig.brand} />}
        method="post"
        defaultEmail={served?.values.email}
        status={signingIn ? 'submitting' : 'idle'}
        error={errorText}
        onSubmit={submit}
        onPasskey={passkeysHere ? passkeyHandler('passwordless') : undefined}
        labels={signInLabels({ t })}
      />
    </main>
  );
}

/**
 * Offers the operator's passkeys in the e-mail field's autofill where the browser can (conditional mediation):
 * the ceremony waits in the background and signs in once one is picked; it stops when the page goes or moves on.
 */
function useBrowserPasskeyAutofill(active: boolean, signInWithPasskey: (mode: 'autofill') => Promise<void>) {
  const { auth } = useDataAdapters();
  useEffect(() => {
    if (!active || !auth.passkeySupport || !auth.signInWithPasskey) return;
    let live = true;
    auth.passkeySupport().then(
      (support) => {
        if (live && support.autofill) signInWithPasskey('autofill').catch(() => {});
      },
      () => {},
    );
    return () => {
      live = false;
      auth.cancelPasskey?.();
    };
  }, [active, auth, signInWithPasskey]);
}
