import { minPasswordLength, type DataError } from '@zk/data';
import { useDataAdapters } from '@zk/data/react';
import type { TFunction } from '@zk/i18n';
import { ChangePasswordForm, type ChangePasswordValues } from '@zk/ui/admin';
import { useState } from 'react';
import { useI18n } from '../app/i18n-context';
import { changePasswordLabels } from '../props/admin';
import { failureText } from './server-error-text';

/** The server's refusal at the field it concerns, or as a failure of the whole form (a throttled or busy server by its code). */
export function passwordChangeMessages(error: DataError, t: TFunction): { currentPassword?: string; newPassword?: string; form?: string } {
  if (error.code === 'wrong_password') return { currentPassword: t('admin.password.wrongPassword') };
  if (error.code === 'password_unchanged') return { newPassword: t('admin.password.unchanged') };
  if (error.code === 'weak_password') {
    const problem: string | undefined = error.fieldErrors.newPassword;
    if (problem === 'too_short') return { newPassword: t('admin.password.tooShort') };
    return { newPassword: problem === 'guessable' ? t('admin.password.guessable') : t('admin.password.common') };
  }
  return { form: failureText(error, t, t('admin.password.failed')) };
}

/**
 * The operator's password change, on the dashboard (`section`) or, while the generated first-start
 * password is still in use, as the whole page (`page`). Nothing where the service manages passwords.
 */
export function DashboardPassword({ variant }: { variant: 'page' | 'section' }) {
  const { t } = useI18n();
  const { auth } = useDataAdapters();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'done'>('idle');
  const [failure, setFailure] = useState<DataError | null>(null);
  if (!auth.changePassword) return null;
  const changePassword = auth.changePassword.bind(auth);

  const submit = (values: ChangePasswordValues) => {
    setStatus('submitting');
    setFailure(null);
    changePassword(values).then(
      () => setStatus('done'),
      (error: DataError) => {
        setFailure(error);
        setStatus('idle');
      },
    );
  };
  const messages = failure ? passwordChangeMessages(failure, t) : {};

  return (
    <ChangePasswordForm
      variant={variant}
      status={status}
      minLength={minPasswordLength}
      fieldErrors={{ currentPassword: messages.currentPassword, newPassword: messages.newPassword }}
      error={messages.form}
      onSubmit={submit}
      labels={changePasswordLabels({ t }, variant)}
    />
  );
}
