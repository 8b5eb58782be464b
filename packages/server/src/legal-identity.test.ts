import { describe, expect, it } from 'vitest';
import { legalIdentityWarning } from './legal-identity.ts';

const identity = {
  COMPANY_NAME: 'ZK Automations GmbH',
  COMPANY_LEGAL_FORM: 'GmbH',
  COMPANY_REPRESENTATIVE: 'Zeynep Kaya',
  COMPANY_ADDRESS: 'Musterstraße 12, 10115 Berlin',
};

describe('legalIdentityWarning', () => {
  it('names every missing variable in production', () => {
    const warning = legalIdentityWarning({ NODE_ENV: 'production', COMPANY_NAME: 'ZK Automations GmbH', COMPANY_ADDRESS: '  ' });
    expect(warning).toMatch(/^Warning: COMPANY_LEGAL_FORM, COMPANY_REPRESENTATIVE, COMPANY_ADDRESS are not set\./);
    expect(warning).toContain('§ 5 DDG');
  });

  it('stays quiet when the identity is complete, and outside production', () => {
    expect(legalIdentityWarning({ NODE_ENV: 'production', ...identity })).toBeNull();
    expect(legalIdentityWarning({})).toBeNull();
    expect(legalIdentityWarning({ NODE_ENV: 'development' })).toBeNull();
  });
});
