import { describe, expect, it } from 'vitest';
import { legalIdentityCheck } from './legal-identity.ts';

const identity = {
  COMPANY_NAME: 'ZK Automations GmbH',
  COMPANY_LEGAL_FORM: 'GmbH',
  COMPANY_REPRESENTATIVE: 'Zeynep Kaya',
  COMPANY_ADDRESS: 'Musterstraße 12, 10115 Berlin',
};
const widget = { CHAT_WIDGET_SCRIPT_URL: 'https://widget.example.com/embed.js', CHAT_WIDGET_AGENT_ID: 'agent-1' };

describe('legalIdentityCheck', () => {
  it('refuses production without the identity, naming every missing variable (blank counts as missing)', () => {
    const { error } = legalIdentityCheck({ NODE_ENV: 'production', COMPANY_NAME: 'ZK Automations GmbH', COMPANY_ADDRESS: '  ' });
    expect(error).toMatch(/^Refusing to start in production: COMPANY_LEGAL_FORM, COMPANY_REPRESENTATIVE, COMPANY_ADDRESS are not set\./);
    expect(error).toContain('§ 5 DDG');
    expect(legalIdentityCheck({ NODE_ENV: 'production', ...identity, COMPANY_NAME: '' }).error).toMatch(/: COMPANY_NAME is not set\./);
  });

  it('asks a sole trader only for name and address', () => {
    const soleTrader = { NODE_ENV: 'production', COMPANY_LEGAL_FORM: 'sole-trader', COMPANY_NAME: 'Zeynep Kaya' };
    expect(legalIdentityCheck(soleTrader).error).toMatch(/: COMPANY_ADDRESS is not set\./);
    expect(legalIdentityCheck({ ...soleTrader, COMPANY_ADDRESS: 'Musterstraße 12, 10115 Berlin' }).error).toBeNull();
    expect(
      legalIdentityCheck({ ...identity, NODE_ENV: 'production', COMPANY_LEGAL_FORM: 'GmbH', COMPANY_REPRESENTATIVE: undefined }).error,
    ).toMatch(/: COMPANY_REPRESENTATIVE is not set\./);
  });

  it('stays quiet when the identity is complete, and outside production', () => {
    expect(legalIdentityCheck({ NODE_ENV: 'production', ...identity })).toEqual({ error: null, warnings: [] });
    expect(legalIdentityCheck({})).toEqual({ error: null, warnings: [] });
    expect(legalIdentityCheck({ NODE_ENV: 'development', ...widget })).toEqual({ error: null, warnings: [] });
  });

  it('refuses production when a recipient of the leads has no region, also together with a missing identity', () => {
    const webhook = { WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/abc' };
    expect(legalIdentityCheck({ NODE_ENV: 'production', ...identity, ...webhook }).error).toMatch(
      /^Refusing to start in production: WEBHOOK_REGION is not set \(WEBHOOK_URL is\)\./,
    );
    const both = legalIdentityCheck({ NODE_ENV: 'production', ...identity, COMPANY_ADDRESS: '', ...webhook }).error;
    expect(both).toMatch(/: COMPANY_ADDRESS is not set\./);
    expect(both).toMatch(/: WEBHOOK_REGION is not set/);
    expect(legalIdentityCheck({ NODE_ENV: 'production', ...identity, ...webhook, WEBHOOK_REGION: 'us' }).error).toBeNull();
  });

  it('warns in production when a chat widget is configured without its provider', () => {
    expect(legalIdentityCheck({ NODE_ENV: 'production', ...identity, ...widget }).warnings).toEqual([
      { code: 'chat_widget_provider_unset', message: expect.stringMatching(/^CHAT_WIDGET_PROVIDER is not set/) },
    ]);
    expect(
      legalIdentityCheck({ NODE_ENV: 'production', ...identity, ...widget, CHAT_WIDGET_PROVIDER: 'Chatwerk GmbH, Hamburg' }).warnings,
    ).toEqual([]);
    expect(
      legalIdentityCheck({ NODE_ENV: 'production', ...identity, CHAT_WIDGET_SCRIPT_URL: widget.CHAT_WIDGET_SCRIPT_URL }).warnings,
    ).toEqual([]);
  });
});
