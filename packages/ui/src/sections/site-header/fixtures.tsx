import { inLocales } from '@story/copy';
import type { Locale } from '@story/locale';
import { headerProps } from '@zk/site/props';
import { LanguagePicker } from '../language-picker';
import { languageLabel, languageOptions } from '../language-picker/fixtures';

/** The header of every public page, by the site's own `headerProps`. */
export const { en: headerEn, de: headerDe, tr: headerTr } = inLocales(headerProps);

/** The language picker the header shows on a page in `locale`. */
export const headerPicker = (locale: Locale) => (
  <LanguagePicker value={locale} options={languageOptions} label={languageLabel(locale)} onChange={() => {}} />
);
