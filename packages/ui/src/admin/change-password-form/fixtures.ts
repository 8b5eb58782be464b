import { inLocales, storyContext } from '@story/copy';
import type { Locale } from '@story/locale';
import { changePasswordLabels as labelsOf } from '@zk/site/props';

/**
 * The password form's labels, by the site's own `changePasswordLabels`: `page` is what an operator
 * sees while the generated first-start password is in use, `section` the dashboard's.
 */
export const changePasswordLabels = (locale: Locale, variant: 'page' | 'section' = 'section') => labelsOf(storyContext(locale), variant);

export const {
  en: changePasswordLabelsEn,
  de: changePasswordLabelsDe,
  tr: changePasswordLabelsTr,
} = inLocales((context) => labelsOf(context, 'section'));
