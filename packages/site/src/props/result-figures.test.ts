import { createI18n, type Language } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { describe, expect, it } from 'vitest';
import { noResultFigures, type ResultFigures } from '../result-figures';
import { aboutHighlights } from './about-highlights';
import { benefitCards, figuresBasis, heroClaim } from './home-figures';

const t = (language: Language) => createI18n(language, { en, de, tr }[language]).t;
const icons = { savings: 'savings-icon', conversions: 'conversions-icon', hours: 'hours-icon' };
const configured: ResultFigures = { supportSavingsPercent: 35, conversionMultiple: 2, hoursSavedPerMonth: 120 };
/** A figure the copy might claim: a percentage, a multiple or an hour count. */
const figure = /\d+\s?%|%\s?\d+|\d+\s?(?:X|×|kat)|\d+\+|\b\d{2,}\b(?! (?:Stunden|hours|saat))/;

describe('result figures come only from the configuration', () => {
  it.each(['en', 'de', 'tr'] as const)('%s: without figures, hero, cards and about page claim none', (language) => {
    const translate = t(language);
    expect(heroClaim(translate, noResultFigures)).not.toMatch(/%|\bX\b|×|kat/);
    const cards = benefitCards(translate, noResultFigures, icons);
    expect(cards.map((card) => card.stat)).toEqual([translate('home.benefits.items.setup.stat'), undefined, undefined, undefined]);
    expect(cards.map((card) => card.icon)).toEqual([undefined, 'savings-icon', 'conversions-icon', 'hours-icon']);
    for (const card of cards.slice(1)) expect(card.title).not.toMatch(figure);
    expect(figuresBasis(translate, noResultFigures)).toBeUndefined();
    for (const highlight of aboutHighlights(translate, noResultFigures).slice(2)) expect(highlight).not.toMatch(figure);
  });

  it('writes configured figures as Intl writes them in each language, with their basis', () => {
    expect(heroClaim(t('en'), configured)).toBe('Save up to 35% on support costs');
    expect(heroClaim(t('de'), configured)).toBe(
      `Bis zu ${new Intl.NumberFormat('de', { style: 'percent' }).format(0.35)} geringere Supportkosten`,
    );
    expect(heroClaim(t('tr'), configured)).toBe(
      `Destek maliyetlerinde ${new Intl.NumberFormat('tr', { style: 'percent' }).format(0.35)} oranına varan tasarruf`,
    );
    expect(benefitCards(t('de'), configured, icons).map(({ stat, title }) => [stat, title])).toEqual([
      ['72 Std.', 'Startklar in 72 Stunden'],
      ['35\u00a0%', 'Bis zu 35\u00a0% geringere Supportkosten'],
      ['2×', '2× mehr Lead-Conversions'],
      ['120+', 'Über 120 Stunden Zeitersparnis im Monat'],
    ]);
    expect(figuresBasis(t('tr'), configured)).toBe(tr.home.benefits.figures.basis);
    expect(aboutHighlights(t('en'), configured).slice(2)).toEqual(['Up to 35% lower support costs', '120+ hours saved every month']);
  });

  it('shows each configured figure on its own, the others without one', () => {
    const onlyHours = { ...noResultFigures, hoursSavedPerMonth: 80 };
    expect(heroClaim(t('en'), onlyHours)).toBe(en.home.hero.claim);
    expect(benefitCards(t('en'), onlyHours, icons).map((card) => card.title)).toEqual([
      'Live within 72 hours',
      'Lower support costs',
      'More enquiries become customers',
      '80+ hours saved every month',
    ]);
    expect(figuresBasis(t('en'), onlyHours)).toBe(en.home.benefits.figures.basis);
  });
});
