import { inLocales } from '@story/copy';
import { signInCodeLabels } from '@zk/site/props';

/** The code step's labels, by the site's own `signInCodeLabels`. */
export const { en: signInCodeLabelsEn, de: signInCodeLabelsDe, tr: signInCodeLabelsTr } = inLocales((copy) => signInCodeLabels(copy));

/** Hosted mode (Supabase Auth): the code from the app only, no recovery codes. */
export const {
  en: signInCodeLabelsAppOnlyEn,
  de: signInCodeLabelsAppOnlyDe,
  tr: signInCodeLabelsAppOnlyTr,
} = inLocales((copy) => signInCodeLabels(copy, { recoveryCodes: false }));
