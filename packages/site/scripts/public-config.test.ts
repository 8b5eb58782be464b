import { describe, expect, it } from 'vitest';

interface LegalSettings {
  company: Record<string, unknown>;
  privacy: { chat: unknown; retentionDays: number | null };
}
type Env = Record<string, string>;

// The build's configuration is plain JavaScript; the specifier is widened so TypeScript does not resolve it.
const { addressLines, legalSettings, publicSiteConfig } = (await import('./public-config.mjs' as string)) as {
  addressLines: (raw: string | undefined) => string[];
  legalSettings: (env: Env) => LegalSettings;
  publicSiteConfig: (env: Env) => LegalSettings;
};

describe('legal settings in the public configuration', () => {
  it('leaves the identity empty and names no hosted recipient by default', () => {
    expect(legalSettings({})).toEqual({
      company: { name: null, legalForm: null, representative: null, address: [], register: null, vatId: null },
      privacy: { airtable: false, supabase: null, chat: null, retentionDays: null },
    });
  });

  it('reads the identity, the recipients and the retention period', () => {
    const config = publicSiteConfig({
      COMPANY_NAME: ' ZK Automations GmbH ',
      COMPANY_LEGAL_FORM: 'GmbH',
      COMPANY_REPRESENTATIVE: 'Zeynep Kaya',
      COMPANY_ADDRESS: 'Musterstraße 12\\n10115 Berlin',
      COMPANY_REGISTER: 'Amtsgericht Charlottenburg, HRB 123456 B',
      COMPANY_VAT_ID: 'DE123456789',
      SUBMISSIONS_BACKEND: 'airtable',
      DATA_BACKEND: 'supabase',
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'sb_publishable_x',
      SUPABASE_REGION: 'eu-central-1',
      CHAT_WIDGET_SCRIPT_URL: 'https://widget.example.com/embed.js',
      CHAT_WIDGET_AGENT_ID: 'agent-1',
      LEADS_RETENTION_DAYS: '90',
    });
    expect(config.company).toEqual({
      name: 'ZK Automations GmbH',
      legalForm: 'GmbH',
      representative: 'Zeynep Kaya',
      address: ['Musterstraße 12', '10115 Berlin'],
      register: 'Amtsgericht Charlottenburg, HRB 123456 B',
      vatId: 'DE123456789',
    });
    expect(config.privacy).toEqual({
      airtable: true,
      supabase: { region: 'eu-central-1' },
      chat: { provider: 'widget.example.com', region: 'eu' },
      retentionDays: 90,
    });
  });

  it('names the chat provider when given, and never a widget that is not configured', () => {
    const widget = { CHAT_WIDGET_SCRIPT_URL: 'https://widget.example.com/embed.js', CHAT_WIDGET_REGION: 'us' };
    expect(legalSettings(widget).privacy.chat).toBeNull();
    expect(legalSettings({ ...widget, CHAT_WIDGET_AGENT_ID: 'a', CHAT_WIDGET_PROVIDER: 'Chatwerk GmbH' }).privacy.chat).toEqual({
      provider: 'Chatwerk GmbH',
      region: 'us',
    });
  });

  it('splits an address on real or escaped newlines, otherwise on commas', () => {
    expect(addressLines('Musterstraße 12\n10115 Berlin')).toEqual(['Musterstraße 12', '10115 Berlin']);
    expect(addressLines('Musterstraße 12, 10115 Berlin, Deutschland')).toEqual(['Musterstraße 12', '10115 Berlin', 'Deutschland']);
    expect(addressLines(undefined)).toEqual([]);
  });

  it('rejects a retention period that is not a whole number of days from 1 to 36500', () => {
    for (const value of ['0', '-3', '1.5', '30d', '36501']) {
      expect(() => legalSettings({ LEADS_RETENTION_DAYS: value })).toThrow(/LEADS_RETENTION_DAYS/);
    }
    expect(legalSettings({ LEADS_RETENTION_DAYS: '36500' }).privacy.retentionDays).toBe(36500);
  });
});
