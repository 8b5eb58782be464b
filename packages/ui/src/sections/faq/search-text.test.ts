import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesQuery } from './search-text';

describe('matchesQuery', () => {
  it('folds Turkish capitals the Turkish way', () => {
    expect(matchesQuery('İADE', ['ücret iadesi'], 'tr')).toBe(true);
    expect(matchesQuery('ÇALIŞIR', ['Hangi kanallarda çalışır?'], 'tr')).toBe(true);
    expect(matchesQuery('KVKK', ['kvkk ve GDPR'], 'tr')).toBe(true);
    expect(foldForSearch('IĞDIR', 'tr')).toBe('ığdır');
  });

  it('matches ss against ß in German', () => {
    expect(matchesQuery('strasse', ['Musterstraße 1'], 'de')).toBe(true);
    expect(matchesQuery('STRASSE', ['Musterstraße 1'], 'de')).toBe(true);
    expect(matchesQuery('außerdem', ['AUSSERDEM'], 'de')).toBe(true);
  });

  it('needs every word somewhere in question or answer', () => {
    expect(matchesQuery('crm hubspot', ['Does it integrate with our CRM?', 'Yes, HubSpot too.'], 'en')).toBe(true);
    expect(matchesQuery('crm telegram', ['Does it integrate with our CRM?', 'Yes, HubSpot too.'], 'en')).toBe(false);
    expect(matchesQuery('   ', ['anything'], 'en')).toBe(true);
  });
});
