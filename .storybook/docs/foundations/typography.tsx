import { createI18n } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { locales, type Locale } from '../../locale';
import { subToken, themeCss, tokens } from './theme';

const headlines: Record<Locale, string> = {
  en: createI18n('en', en).t('home.hero.headline'),
  de: createI18n('de', de).t('home.hero.headline'),
  tr: createI18n('tr', tr).t('home.hero.headline'),
};

/** Words the scale must carry: German compounds and sharp s, Turkish dotted and dotless i, ş and ğ. */
const specimens = {
  en: 'AI chatbots that answer every customer, 24/7',
  de: 'Datenschutzgrundverordnung, Terminvereinbarung, Größe: ÄÖÜ äöü ß',
  tr: 'İşletmeniz için ılık değil, şık: İĞÜŞÖÇ ığüşöç',
} as const satisfies Record<Locale, string>;

/** The theme's named text sizes with their line height and tracking, each set in all three languages. */
export function TypeScale() {
  const font = /--font-sans\s*:\s*([^;]+);/.exec(themeCss)?.[1];
  return (
    <div className="sb-unstyled flex flex-col gap-8">
      <p className="text-sm text-muted">
        Font stack <code className="text-foreground">{font}</code>; the site cuts Inter to the characters its copy uses (about 28 KB, plus
        2.5 KB for Turkish).
      </p>
      {tokens('text').map(({ name, value }) => (
        <section key={name} aria-label={`text-${name}`} className="rounded-xl border border-border bg-background p-5">
          <p className="mb-3 text-sm text-muted">
            <code className="text-foreground">text-{name}</code> {value}; line height{' '}
            {subToken('text', name, 'line-height') ?? 'Tailwind’s default'}; tracking {subToken('text', name, 'letter-spacing') ?? 'normal'}
          </p>
          {locales.map((language) => (
            <p
              key={language}
              lang={language}
              className={`text-${name} font-semibold text-foreground`}
              style={{
                fontSize: `var(--text-${name})`,
                lineHeight: `var(--text-${name}--line-height)`,
                letterSpacing: `var(--text-${name}--letter-spacing)`,
              }}
            >
              {name === 'lead' ? specimens[language] : headlines[language]}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

const steps = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;

/** Tailwind's own steps that the components use for body copy, labels and card titles, with a specimen per language. */
export function TextSteps() {
  return (
    <table className="sb-unstyled w-full border-collapse text-foreground">
      <caption className="py-2 text-left text-sm text-muted">Tailwind’s size steps, each in English, German and Turkish.</caption>
      <thead>
        <tr className="text-left text-sm">
          <th scope="col" className="p-2">
            Utility
          </th>
          <th scope="col" className="p-2">
            Specimen
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step} className="border-t border-border align-top">
            <th scope="row" className="p-2 text-left text-sm font-normal">
              <code>text-{step}</code>
            </th>
            <td className="p-2">
              {locales.map((language) => (
                <p
                  key={language}
                  lang={language}
                  className={`text-${step}`}
                  style={{ fontSize: `var(--text-${step})`, lineHeight: `var(--text-${step}--line-height)` }}
                >
                  {specimens[language]}
                </p>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
