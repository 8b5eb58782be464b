import type { DataError, SecondFactorStatus, SecondFactorsPort } from '@zk/data';
import { useDataAdapters } from '@zk/data/react';
import { SecondFactorSettings, type SecondFactorState } from '@zk/ui/admin';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useI18n } from '../app/i18n-context';
import { secondFactorLabels } from '../props/admin';
import { failureText } from './server-error-text';

/** Settings' second factor, where the server manages it: set up TOTP, see and replace the recovery codes, remove. */
export function SettingsSecondFactor({ onEnrolled }: { onEnrolled?: () => void }) {
  const { auth } = useDataAdapters();
  return auth.secondFactors ? <SecondFactorSection port={auth.secondFactors} onEnrolled={onEnrolled} /> : null;
}

function SecondFactorSection({ port, onEnrolled }: { port: SecondFactorsPort; onEnrolled?: () => void }) {
  const { t, language } = useI18n();
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [state, setState] = useState<SecondFactorState>({ step: 'off' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<DataError | null>(null);
  const format = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }), [language]);

  const load = useCallback(async () => {
    const next = await port.status();
    setStatus(next);
    return next;
  }, [port]);

  useEffect(() => {
    let active = true;
    port.status().then(
      (next) => {
        if (!active) return;
        setStatus(next);
        setState(next.factors.length > 0 ? { step: 'on' } : { step: 'off' });
      },
      (error: DataError) => active && setFailure(error),
    );
    return () => {
      active = false;
    };
  }, [port]);

  const run = (work: () => Promise<SecondFactorState>) => {
    setBusy(true);
    setFailure(null);
    work().then(
      (next) => {
        setState(next);
        setBusy(false);
      },
      (error: DataError) => {
        setFailure(error);
        setBusy(false);
      },
    );
  };

  const factor = status?.factors[0];
  // Supabase Auth keeps no recovery codes: the screen says so, and the set-up goes straight on.
  const recoveryCodes = status?.recoveryCodes !== false;
  const labels = secondFactorLabels(
    { t },
    { date: factor ? format.format(new Date(factor.createdAt)) : '', count: status?.recoveryCodesLeft ?? 0, recoveryCodes },
  );
  const enrolled = async (): Promise<SecondFactorState> => {
    const next = await load();
    if (next.factors.length > 0) onEnrolled?.();
    return next.factors.length > 0 ? { step: 'on' } : { step: 'off' };
  };
  const passwordError = failure?.code === 'wrong_password' ? t('admin.password.wrongPassword') : undefined;
  const codeError = failure?.code === 'wrong_code' ? t('admin.errors.codes.wrong_code') : undefined;
  const error = failure && !passwordError && !codeError ? failureText(failure, t, t('admin.password.failed')) : undefined;

  return (
    <SecondFactorSettings
      labels={labels}
      state={state}
      status={busy ? 'submitting' : 'idle'}
      recoveryCodes={recoveryCodes}
      error={error}
      passwordError={passwordError}
      codeError={codeError}
      onStart={(password) => run(async () => ({ step: 'enrolling', ...(await port.beginTotp(password)) }))}
      onConfirm={(code) =>
        run(async () => {
          const codes = await port.confirmTotp(code);
          return codes.length === 0 && !recoveryCodes ? enrolled() : { step: 'codes', codes };
        })
      }
      onCodesSaved={() => run(enrolled)}
      onRegenerate={(password) => run(async () => ({ step: 'codes', codes: await port.regenerateRecoveryCodes(password) }))}
      onRemove={(password) =>
        run(async () => {
          await port.remove(password);
          await load();
          return { step: 'off' };
        })
      }
    />
  );
}
