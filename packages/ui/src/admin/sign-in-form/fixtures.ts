import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import type { SignInFormLabels } from './sign-in-form';

/** The sign-in form's labels from the dictionary, mapped as the site's sign-in-page.tsx maps them. */
function signInLabels(locale: Locale): SignInFormLabels {
  const { eyebrow, title, lead, email, password, submit, submitting, sessionNote } = storyCopy[locale].admin.signIn;
  return { eyebrow, title, lead, email, password, submit, submitting, note: sessionNote };
}

export const signInLabelsEn = signInLabels('en');
export const signInLabelsDe = signInLabels('de');
export const signInLabelsTr = signInLabels('tr');
