import { render, screen } from '@testing-library/react';
import { createI18n, type Language } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { About, Hero } from '@zk/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { noResultFigures, type ResultFigures } from '../result-figures';
import { aboutProps } from './about';
import { exampleSite, type PropsContext } from './context';
import { heroProps } from './home-hero';

const context = (language: Language, results: ResultFigures): PropsContext => ({
  language,
  t: createI18n(language, { en, de, tr }[language]).t,
  Link: 'a',
  site: { ...exampleSite, results },
});
const basis = { en: en.home.benefits.figures.basis, de: de.home.benefits.figures.basis, tr: tr.home.benefits.figures.basis };

const aboutBasis = { en: en.about.vision.figures.basis, de: de.about.vision.figures.basis, tr: tr.about.vision.figures.basis };

afterEach(cleanup);

describe('a result figure never stands without its basis (issue 47 item 11)', () => {
  it.each(['en', 'de', 'tr'] as const)('%s: the hero’s savings figure and the about page’s figures carry the note', (language) => {
    const figures = { ...noResultFigures, supportSavingsPercent: 35 };
    render(<Hero {...heroProps(context(language, figures))} />);
    expect(screen.getByText(basis[language])).toBeInTheDocument();
    cleanup();
    render(<About {...aboutProps(context(language, { ...noResultFigures, hoursSavedPerMonth: 120 }))} />);
    expect(screen.getByText(aboutBasis[language])).toBeInTheDocument();
  });

  it('without a figure, neither shows the note', () => {
    render(<Hero {...heroProps(context('de', { ...noResultFigures, conversionMultiple: 3 }))} />);
    render(<About {...aboutProps(context('de', { ...noResultFigures, conversionMultiple: 3 }))} />);
    expect(screen.queryByText(basis.de)).toBeNull();
    expect(screen.queryByText(aboutBasis.de)).toBeNull();
  });
});
