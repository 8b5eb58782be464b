import { inLocales } from '@story/copy';
import { signInCodeLabels } from '@zk/site/props';

/** The code step's labels, by the site's own `signInCodeLabels`. */
export const { en: signInCodeLabelsEn, de: signInCodeLabelsDe, tr: signInCodeLabelsTr } = inLocales(signInCodeLabels);
