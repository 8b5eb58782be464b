import { inLocales } from '@story/copy';
import { benefitsProps, type PropsContext } from '@zk/site/props';

/** The home page's benefits in each language, mapped by the site's own `benefitsProps`: no figure configured, so the cards show their icons. */
export const { en: benefitsEn, de: benefitsDe, tr: benefitsTr } = inLocales(benefitsProps);

/** Result figures as an operator might configure them (`RESULTS_*`); the site shows none by default. */
const exampleFigures = { supportSavingsPercent: 40, conversionMultiple: 3, hoursSavedPerMonth: 100 };

/** With every result figure configured: each figure is its card's stat and title, and the basis is named under the cards. */
export const {
  en: figuresEn,
  de: figuresDe,
  tr: figuresTr,
} = inLocales((context: PropsContext) => benefitsProps({ ...context, site: { ...context.site, results: exampleFigures } }));
