import type { DataError, PasskeySummary, PasskeysPort } from '@zk/data';
import { useDataAdapters } from '@zk/data/react';
import { PasskeySettings } from '@zk/ui/admin';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../app/i18n-context';
import { passkeyDetail, passkeyLabels } from '../props/admin';
import { failureText } from './server-error-text';

/** Settings' passkeys, where the server manages them: the list, adding one in this browser, removing one. */
export function SettingsPasskeys({ onEnrolled }: { onEnrolled?: () => void }) {
  const { auth } = useDataAdapters();
  return auth.passkeys ? <PasskeysSection port={auth.passkeys} onEnrolled={onEnrolled} /> : null;
}

function PasskeysSection({ port, onEnrolled }: { port: PasskeysPort; onEnrolled?: () => void }) {
  const { t, language } = useI18n();
  const { auth } = useDataAdapters();
  const [passkeys, setPasskeys] = useState<PasskeySummary[] | undefined>(undefined);
  const [supported, setSupported] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<DataError | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const format = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }), [language]);

  useEffect(() => {
    let active = true;
    port.list().then(
      (list) => active && setPasskeys(list),
      (error: DataError) => {
        if (!active) return;
        setPasskeys([]);
        setFailure(error);
      },
    );
    auth.passkeySupport?.().then(
      (support) => active && setSupported(support.passkeys),
      () => active && setSupported(false),
    );
    return () => {
      active = false;
    };
  }, [port, auth]);

  const run = (work: () => Promise<PasskeySummary[]>, after?: () => void) => {
    setBusy(true);
    setFailure(null);
    work().then(
      (list) => {
        setPasskeys(list);
        setBusy(false);
        after?.();
      },
      (error: DataError) => {
        setFailure(error);
        setBusy(false);
      },
    );
  };

  const passwordError = failure?.code === 'wrong_password' ? t('admin.password.wrongPassword') : undefined;
  const error = failure && !passwordError ? failureText(failure, t, t('admin.password.failed')) : undefined;
  const items = passkeys?.map(({ id, name, createdAt, lastUsedAt }) => ({
    id,
    name,
    detail: passkeyDetail(
      { t },
      { added: format.format(new Date(createdAt)), lastUsed: lastUsedAt === null ? null : format.format(new Date(lastUsedAt)) },
    ),
  }));

  return (
    <PasskeySettings
      labels={passkeyLabels({ t })}
      passkeys={items}
      supported={supported}
      status={busy ? 'submitting' : 'idle'}
      error={error}
      nameError={nameMissing ? t('admin.passkeys.nameRequired') : undefined}
      passwordError={passwordError}
      onAdd={({ name, password }) => {
        setNameMissing(name === '');
        if (name === '') return;
        const first = passkeys?.length === 0;
        run(
          async () => {
            await port.add({ name, password });
            return port.list();
          },
          first ? onEnrolled : undefined,
        );
      }}
      onRemove={({ id, password }) => {
        setNameMissing(false);
        run(async () => {
          await port.remove({ id, password });
          return port.list();
        });
      }}
    />
  );
}
