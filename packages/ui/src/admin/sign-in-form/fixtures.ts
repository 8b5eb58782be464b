import { inLocales } from '@story/copy';
import { signInLabels } from '@zk/site/props';

/** The sign-in form's labels, by the site's own `signInLabels`. */
export const { en: signInLabelsEn, de: signInLabelsDe, tr: signInLabelsTr } = inLocales(signInLabels);
