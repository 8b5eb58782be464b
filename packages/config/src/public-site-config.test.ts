import { describe, expect, it } from 'vitest';
import { addressLines, ConfigError } from './env-variables.ts';
import { publicSiteConfig } from './public-environment.ts';
import { serverFields } from './server-environment.ts';

const legalSettings = (env: Record<string, string>) => {
  const { company, privacy } = publicSiteConfig(env);
  return { company, privacy };
};

describe('legal settings in the public configuration', () => {
  it('leaves the identity empty and names no hosted recipient by default', () => {
    expect(legalSettings({})).toEqual({
      company: { name: null, legalForm: null, representative: null, address: [], register: null, vatId: null, trRepresentative: null },
      privacy: {
        hostingRegion: null,
        airtable: false,
        supabase: null,
        chat: null,
        dpfCertified: [],
        retentionDays: null,
        backupRetentionHours: null,
        mail: null,
        notifications: null,
        webhooks: null,
        unconfirmedDays: 30,
        revised: null,
        iysRegistered: false,
        kvkkStandardContract: false,
      },
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
      COMPANY_TR_REPRESENTATIVE: 'Av. Deniz Aydın, İstanbul',
      HOSTING_REGION: 'Frankfurt am Main',
      DPF_CERTIFIED_RECIPIENTS: ' Airtable , supabase',
      SUBMISSIONS_BACKEND: 'airtable',
      DATA_BACKEND: 'supabase',
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'sb_publishable_x',
      SUPABASE_REGION: 'eu-central-1',
      CHAT_WIDGET_SCRIPT_URL: 'https://widget.example.com/embed.js',
      CHAT_WIDGET_AGENT_ID: 'agent-1',
      LEADS_RETENTION_DAYS: '90',
      IYS_REGISTERED: 'true',
      KVKK_STANDARD_CONTRACT: 'yes',
    });
    expect(config.company).toEqual({
      name: 'ZK Automations GmbH',
      legalForm: 'GmbH',
      representative: 'Zeynep Kaya',
      address: ['Musterstraße 12', '10115 Berlin'],
      register: 'Amtsgericht Charlottenburg, HRB 123456 B',
      vatId: 'DE123456789',
      trRepresentative: 'Av. Deniz Aydın, İstanbul',
    });
    expect(config.privacy).toEqual({
      hostingRegion: 'Frankfurt am Main',
      airtable: true,
      supabase: { region: 'eu-central-1' },
      chat: { provider: null, host: 'widget.example.com', region: 'eu' },
      dpfCertified: ['airtable', 'supabase'],
      retentionDays: 90,
      backupRetentionHours: null,
      mail: null,
      notifications: null,
      webhooks: null,
      unconfirmedDays: 30,
      revised: null,
      iysRegistered: true,
      kvkkStandardContract: true,
    });
  });

  it('reads LEGAL_REVISED as the year and month the operator last changed the policy, and refuses anything else', () => {
    expect(legalSettings({ LEGAL_REVISED: '2027-03' }).privacy.revised).toEqual({ year: 2027, month: 3 });
    expect(() => legalSettings({ LEGAL_REVISED: '2027-13' })).toThrow(/LEGAL_REVISED.*2026-11/);
    expect(() => legalSettings({ LEGAL_REVISED: 'March 2027' })).toThrow(/LEGAL_REVISED/);
  });

  it('keeps the mail provider and the webhook receiver unnamed but for their host, never their credentials, path or query', () => {
    const env = {
      SMTP_URL: 'smtps://apikey:SMTPSECRET@smtp.mailprovider.example:465',
      WEBHOOK_URL: 'https://hooks.receiver.example/catch/WEBHOOKSECRETPATH?token=WEBHOOKSECRETQUERY',
      NOTIFY_EMAIL: 'owner@zk.example',
      WAITLIST_CONFIRM_DAYS: '14',
    };
    const baked = JSON.stringify(publicSiteConfig(env));
    for (const secret of ['SMTPSECRET', 'apikey', 'WEBHOOKSECRET', 'owner@zk.example']) expect(baked).not.toContain(secret);
    expect(publicSiteConfig(env).privacy).toMatchObject({
      mail: { provider: null, host: 'smtp.mailprovider.example', region: null },
      notifications: { provider: null, region: null },
      webhooks: { recipient: null, host: 'hooks.receiver.example', region: null },
      unconfirmedDays: 14,
    });
    expect(
      publicSiteConfig({
        ...env,
        SMTP_PROVIDER: 'Postmark, USA',
        SMTP_REGION: 'us',
        WEBHOOK_RECIPIENT: 'Zapier Inc., USA',
        WEBHOOK_REGION: 'USA',
        NOTIFY_PROVIDER: 'Google Ireland Ltd., Dublin',
        NOTIFY_REGION: 'ie',
      }).privacy,
    ).toMatchObject({
      mail: { provider: 'Postmark, USA', host: 'smtp.mailprovider.example', region: 'us' },
      notifications: { provider: 'Google Ireland Ltd., Dublin', region: 'ie' },
      webhooks: { recipient: 'Zapier Inc., USA', host: 'hooks.receiver.example', region: 'USA' },
    });
  });

  it('names the chat provider only when given (never the host as a legal person), and never a widget that is not configured', () => {
    const widget = { CHAT_WIDGET_SCRIPT_URL: 'https://widget.example.com/embed.js', CHAT_WIDGET_REGION: 'us' };
    expect(legalSettings(widget).privacy.chat).toBeNull();
    expect(legalSettings({ ...widget, CHAT_WIDGET_AGENT_ID: 'a', CHAT_WIDGET_PROVIDER: 'Chatwerk GmbH' }).privacy.chat).toEqual({
      provider: 'Chatwerk GmbH',
      host: 'widget.example.com',
      region: 'us',
    });
    expect(legalSettings({ ...widget, CHAT_WIDGET_AGENT_ID: 'a' }).privacy.chat).toEqual({
      provider: null,
      host: 'widget.example.com',
      region: 'us',
    });
  });

  it('reads DPF_CERTIFIED_RECIPIENTS as a list of airtable, supabase, chat, mail, notifications and webhooks, and refuses anything else', () => {
    expect(legalSettings({ DPF_CERTIFIED_RECIPIENTS: 'chat,AIRTABLE,chat' }).privacy.dpfCertified).toEqual(['chat', 'airtable']);
    expect(legalSettings({ DPF_CERTIFIED_RECIPIENTS: 'mail, webhooks, notifications' }).privacy.dpfCertified).toEqual([
      'mail',
      'webhooks',
      'notifications',
    ]);
    expect(() => legalSettings({ DPF_CERTIFIED_RECIPIENTS: 'airtable,openai' })).toThrow(/DPF_CERTIFIED_RECIPIENTS.*"openai"/);
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

describe('the backup retention in the public configuration', () => {
  it('is interval x kept copies when BACKUP_DIR is set (defaults 24 h x 7), and the directory stays out', () => {
    expect(legalSettings({ BACKUP_INTERVAL_HOURS: '6' }).privacy.backupRetentionHours).toBeNull();
    expect(legalSettings({ BACKUP_DIR: '/var/backups/zk' }).privacy.backupRetentionHours).toBe(168);
    const config = publicSiteConfig({ BACKUP_DIR: '/var/backups/zk', BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '3' });
    expect(config.privacy.backupRetentionHours).toBe(18);
    expect(JSON.stringify(config)).not.toContain('/var/backups/zk');
  });

  it('rejects an interval or a count that is not a positive whole number', () => {
    expect(() => legalSettings({ BACKUP_DIR: '/b', BACKUP_INTERVAL_HOURS: '0' })).toThrow(/BACKUP_INTERVAL_HOURS/);
    expect(() => legalSettings({ BACKUP_DIR: '/b', BACKUP_KEEP: 'seven' })).toThrow(/BACKUP_KEEP/);
  });
});

describe('result figures in the public configuration', () => {
  it('has no figure unless one is configured', () => {
    expect(publicSiteConfig({}).results).toEqual({ supportSavingsPercent: null, conversionMultiple: null, hoursSavedPerMonth: null });
  });

  it('reads each figure as a whole number in its range', () => {
    const env = { RESULTS_SUPPORT_SAVINGS_PERCENT: '35', RESULTS_CONVERSION_MULTIPLE: '2', RESULTS_HOURS_SAVED_PER_MONTH: '120' };
    expect(publicSiteConfig(env).results).toEqual({ supportSavingsPercent: 35, conversionMultiple: 2, hoursSavedPerMonth: 120 });
    for (const [name, value] of [
      ['RESULTS_SUPPORT_SAVINGS_PERCENT', '0'],
      ['RESULTS_SUPPORT_SAVINGS_PERCENT', '40%'],
      ['RESULTS_SUPPORT_SAVINGS_PERCENT', '101'],
      ['RESULTS_CONVERSION_MULTIPLE', '1'],
      ['RESULTS_CONVERSION_MULTIPLE', '2.5'],
      ['RESULTS_HOURS_SAVED_PER_MONTH', '10000'],
    ] as const) {
      expect(() => publicSiteConfig({ [name]: value }), `${name}=${value}`).toThrow(name);
    }
  });
});

describe('the public configuration', () => {
  it('has the documented defaults', () => {
    expect(publicSiteConfig({})).toMatchObject({
      siteUrl: 'http://localhost:3000',
      contactEmail: 'hello@example.com',
      chatWidget: null,
      dialogflow: null,
      supabase: null,
    });
  });

  it('takes no server variable, so no secret reaches the bundle', () => {
    const secrets = Object.fromEntries(Object.keys(serverFields).map((name) => [name, `secret-${name.toLocaleLowerCase('en-US')}-value`]));
    const env = {
      ...secrets,
      PORT: '3000',
      TRUST_PROXY: 'true',
      TRUST_PROXY_HOPS: '1',
      FORM_RATE_LIMIT_PER_MINUTE: '5',
      DEV_ORIGINS: 'http://localhost:5173',
      ADMIN_EMAIL: 'secret-admin@example.com',
      SUBMISSIONS_BACKEND: 'airtable',
      AIRTABLE_API_KEY: 'patSecret0123456789.abcdef',
      AIRTABLE_BASE_ID: 'appAbCdEf01234567',
      CHAT_WIDGET_SCRIPT_URL: 'https://widget.example.com/embed.js',
      CHAT_WIDGET_AGENT_ID: 'agent-1',
    };
    const baked = JSON.stringify(publicSiteConfig(env));
    expect(baked).toContain('agent-1');
    for (const name of Object.keys(serverFields)) expect(baked).not.toContain(`secret-${name.toLocaleLowerCase('en-US')}`);
    for (const secret of ['patSecret0123456789', 'appAbCdEf01234567', 'secret-admin']) expect(baked).not.toContain(secret);
  });

  it.each([
    ['SITE_URL', 'zk.example'],
    ['CONTACT_EMAIL', 'nope'],
    ['CHAT_WIDGET_SCRIPT_URL', 'http://cdn.example/agent.js'],
    ['DATA_BACKEND', 'firebase'],
  ])('stops the build on %s=%s, naming it', (name, value) => {
    expect(() => publicSiteConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => publicSiteConfig({ [name]: value })).toThrow(name);
  });

  it('needs the Supabase URL and a public key for DATA_BACKEND=supabase', () => {
    expect(() => publicSiteConfig({ DATA_BACKEND: 'supabase', SUPABASE_ANON_KEY: 'sb_publishable_x' })).toThrow('SUPABASE_URL');
    expect(() =>
      publicSiteConfig({ DATA_BACKEND: 'supabase', SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'sb_secret_x' }),
    ).toThrow('SUPABASE_ANON_KEY');
    expect(
      publicSiteConfig({ DATA_BACKEND: 'supabase', SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'sb_publishable_x' })
        .supabase,
    ).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'sb_publishable_x',
    });
  });

  it('tells the hosted console that OPERATOR_MFA=required holds operators without a factor back', () => {
    const hosted = { DATA_BACKEND: 'supabase', SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'sb_publishable_x' };
    expect(publicSiteConfig({ ...hosted, OPERATOR_MFA: 'required' }).supabase).toMatchObject({ mfaRequired: true });
    expect(publicSiteConfig({ ...hosted, OPERATOR_MFA: 'optional' }).supabase).not.toHaveProperty('mfaRequired');
    expect(() => publicSiteConfig({ ...hosted, OPERATOR_MFA: 'yes' })).toThrow('OPERATOR_MFA');
  });
});
