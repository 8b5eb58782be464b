import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import type { ChangePasswordFormLabels } from './change-password-form';

/**
 * The password form's labels from the dictionary, mapped as the site's dashboard-password.tsx maps
 * them: `first` is the page an operator sees while the generated first-start password is in use.
 */
export function changePasswordLabels(locale: Locale, variant: 'page' | 'section' = 'section'): ChangePasswordFormLabels {
  const copy = storyCopy[locale].admin.password;
  const first = variant === 'page';
  return {
    title: first ? copy.firstTitle : copy.title,
    lead: first ? copy.firstLead : copy.lead,
    currentPassword: copy.currentPassword,
    newPassword: copy.newPassword,
    confirmPassword: copy.confirmPassword,
    submit: copy.submit,
    submitting: copy.submitting,
    mismatch: copy.mismatch,
    success: copy.success,
  };
}

export const changePasswordLabelsEn = changePasswordLabels('en');
export const changePasswordLabelsDe = changePasswordLabels('de');
export const changePasswordLabelsTr = changePasswordLabels('tr');
