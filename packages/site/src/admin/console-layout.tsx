import { sessionFreshnessMs } from '@zk/data';
import { Logo } from '@zk/ui';
import { AdminHeader, SessionCountdown } from '@zk/ui/admin';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { focusLanding } from '../app/focus-landing';
import { useI18n } from '../app/i18n-context';
import { useNow } from '../components/use-now';
import { sessionLabels } from '../props/admin';
import { siteConfig } from '../site-config';
import { useAdminAuth } from './admin-auth';
import { adminBase } from './admin-paths';
import { ConsoleNav } from './console-nav';
import { DashboardPassword } from './dashboard-password';
import { SettingsPasskeys } from './settings-passkeys';
import { SettingsSecondFactor } from './settings-second-factor';

function SessionTimer({ lastLoginTime }: { lastLoginTime: number }) {
  const { t } = useI18n();
  const now = useNow(1000);
  return <SessionCountdown remainingMs={lastLoginTime + sessionFreshnessMs - Math.max(now, lastLoginTime)} labels={sessionLabels({ t })} />;
}

/**
 * Every console page behind the guard: the header (session countdown, sign-out), the navigation
 * between the sections and the page in `<main>`. While the generated first-start password is still in
 * use, every section shows only the password change, without the navigation; likewise the second
 * factor's set-up while `OPERATOR_MFA=required` holds an account without one back. Once one is set up
 * (in local mode after the recovery codes are saved), the session is read again and the console opens
 * in place (only if that read fails does the page reload). Whenever the console opens where such a
 * step stood, focus goes to its main landmark.
 */
export function ConsoleLayout() {
  const { t } = useI18n();
  const { lastLoginTime, session, signOut, refreshSession } = useAdminAuth();
  const navigate = useNavigate();
  const base = adminBase(useLocation().pathname);

  const signOutAndLeave = () => {
    signOut()
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => navigate(base, { replace: true }));
  };

  const firstPassword = session?.passwordChangeRequired === true;
  const factorRequired = !firstPassword && session?.secondFactorRequired === true;
  const heldBack = firstPassword || factorRequired;
  const main = useRef<HTMLElement>(null);
  const wasHeldBack = useRef(heldBack);
  // The console opening where a required step stood: focus goes to the page, not to the body.
  useEffect(() => {
    if (wasHeldBack.current && !heldBack && main.current) focusLanding(main.current);
    wasHeldBack.current = heldBack;
  }, [heldBack]);
  const factorEnrolled = () => {
    refreshSession().catch((error: unknown) => {
      console.error('Reading the session again failed', error);
      window.location.reload();
    });
  };

  return (
    <>
      <AdminHeader
        logo={<Logo name={siteConfig.brand} />}
        session={lastLoginTime !== null ? <SessionTimer lastLoginTime={lastLoginTime} /> : null}
        signOutLabel={t('admin.dashboard.signOut')}
        onSignOut={signOutAndLeave}
      />
      {heldBack ? null : <ConsoleNav />}
      <main ref={main} className="mx-auto flex w-full max-w-page flex-col gap-8 px-5 py-10 sm:px-8 sm:py-14">
        {firstPassword ? (
          <DashboardPassword variant="page" />
        ) : factorRequired ? (
          <>
            <SettingsSecondFactor onEnrolled={factorEnrolled} />
            <SettingsPasskeys onEnrolled={factorEnrolled} />
          </>
        ) : (
          <Outlet />
        )}
      </main>
    </>
  );
}
