import { fill, storyCopy, storySite } from '@story/copy';
import type { Locale } from '@story/locale';
import { Logo } from '../../brand/logo';
import { Button } from '../../primitives/button';
import { LanguagePicker } from '../language-picker';
import { languageLabel, languageOptions } from '../language-picker/fixtures';
import type { SiteHeaderProps } from './site-header';

/** The header of every public page, mapped as `PublicLayout` in packages/site does (the language picker: `headerPicker`). */
function header(locale: Locale): SiteHeaderProps {
  const { common, header: copy } = storyCopy[locale];
  const home = `/${locale}`;
  return {
    logo: (
      <a href={home} aria-label={fill(copy.homeLabel, { brand: storySite.brand })}>
        <Logo name={storySite.brand} />
      </a>
    ),
    navLabel: copy.navLabel,
    links: [
      { href: `${home}#services`, label: common.services },
      { href: `${home}#process`, label: common.process },
      { href: `${home}#comparison`, label: common.whyChooseUs },
      { href: `${home}#pricing`, label: common.pricing },
      { href: `${home}/faq`, label: common.faq },
    ],
    actions: (
      <>
        <Button asChild variant="ghost" size="sm">
          <a href={`${home}/about`}>{common.aboutUs}</a>
        </Button>
        <Button asChild size="sm">
          <a href={`${home}/contact`}>{common.contactUs}</a>
        </Button>
      </>
    ),
    menuLabels: { open: copy.menuOpen, close: copy.menuClose },
  };
}

export const headerEn = header('en');
export const headerDe = header('de');
export const headerTr = header('tr');

/** The language picker the header shows on a page in `locale`. */
export const headerPicker = (locale: Locale) => (
  <LanguagePicker value={locale} options={languageOptions} label={languageLabel(locale)} onChange={() => {}} />
);
