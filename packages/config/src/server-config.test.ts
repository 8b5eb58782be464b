import { describe, expect, it } from 'vitest';
import { ConfigError } from './env-variables.ts';
import { chatWidgetOrigins, defaultStaticDir, loadConfig } from './server-config.ts';
import { smtpRequiresTls } from './smtp-security.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      siteUrl: 'http://localhost:3000',
      siteUrlSet: false,
      devOrigins: [],
      staticDir: defaultStaticDir,
      trustProxy: false,
      trustProxyHops: 1,
      formRateLimitPerMinute: 5,
    });
    expect(defaultStaticDir).toMatch(/packages\/site\/dist\/current\/client$/);
    expect(config.leadsRetentionDays).toBeUndefined();
  });

  it('reads LEADS_RETENTION_DAYS as a positive whole number of days', () => {
    expect(loadConfig({ LEADS_RETENTION_DAYS: '365' }).leadsRetentionDays).toBe(365);
    expect(loadConfig({ LEADS_RETENTION_DAYS: ' ' }).leadsRetentionDays).toBeUndefined();
  });

  it('reads DATABASE_URL as a postgres URL, unset or blank as SQLite, and refuses anything else with its password masked', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: ' postgres://zk:s3cret@db.internal:5432/zk ' }).databaseUrl).toBe(
      'postgres://zk:s3cret@db.internal:5432/zk',
    );
    const refusal = (value: string) => {
      try {
        loadConfig({ DATABASE_URL: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).message;
      }
      throw new Error(`${value} was accepted`);
    };
    expect(refusal('mysql://zk:s3cret@db/zk')).toBe(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL, not mysql:: mysql://zk:***@db/zk',
    );
    expect(refusal('postgres://zk:s3cret@/zk')).not.toContain('s3cret');
  });

  it('reads and normalises the environment', () => {
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/db',
        SITE_URL: 'https://zk.example/',
        CONTACT_EMAIL: 'hi@zk.example',
        STATIC_DIR: '/tmp/site',
        TRUST_PROXY: 'true',
        TRUST_PROXY_HOPS: '2',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/srv/app/var/db',
      siteUrl: 'https://zk.example',
      siteUrlSet: true,
      contactEmail: 'hi@zk.example',
      staticDir: '/tmp/site',
      trustProxy: true,
      trustProxyHops: 2,
    });
  });

  it('keeps mail on the server and sends no webhooks by default', () => {
    const config = loadConfig({ CONTACT_EMAIL: 'hi@zk.example' }, '/srv/app');
    expect(config.mail).toEqual({
      smtpUrl: null,
      allowPlaintext: false,
      from: 'ZK Automations <hi@zk.example>',
      ratePerSecond: 5,
      notifyEmail: null,
      notifyLanguage: 'en',
    });
    expect(config.webhook).toBeUndefined();
    expect(config.waitlistConfirmDays).toBe(30);
  });

  it('reads the mail, notification, webhook and opt-in variables', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pa%24s@smtp.zk.example:465',
      MAIL_FROM: 'ZK Automations <hello@zk.example>',
      MAIL_RATE_PER_SECOND: '20',
      NOTIFY_EMAIL: 'owner@zk.example',
      NOTIFY_LANGUAGE: 'de',
      WEBHOOK_URL: 'https://hooks.zk.example/in?token=abc',
      WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      WAITLIST_CONFIRM_DAYS: '14',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pa%24s@smtp.zk.example:465',
      allowPlaintext: false,
      from: 'ZK Automations <hello@zk.example>',
      ratePerSecond: 20,
      notifyEmail: 'owner@zk.example',
      notifyLanguage: 'de',
    });
    expect(config.webhook).toEqual({ url: 'https://hooks.zk.example/in?token=abc', secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
    expect(config.waitlistConfirmDays).toBe(14);
  });

  it.each([
    [{ SMTP_URL: 'http://smtp.zk.example' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Mallory <a@b.c>\r\nBcc: x@y.z' }, 'MAIL_FROM'],
    [{ MAIL_RATE_PER_SECOND: '0' }, 'MAIL_RATE_PER_SECOND'],
    [{ NOTIFY_EMAIL: 'nobody' }, 'NOTIFY_EMAIL'],
    [{ NOTIFY_LANGUAGE: 'fr' }, 'NOTIFY_LANGUAGE'],
    [{ WEBHOOK_URL: 'http://hooks.zk.example/in', WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }, 'WEBHOOK_URL'],
    [{ WEBHOOK_URL: 'https://hooks.zk.example/in' }, 'WEBHOOK_SECRET'],
    [{ WEBHOOK_URL: 'https://hooks.zk.example/in', WEBHOOK_SECRET: 'secret' }, 'WEBHOOK_SECRET'],
    [{ WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }, 'WEBHOOK_URL'],
    [{ WAITLIST_CONFIRM_DAYS: '0' }, 'WAITLIST_CONFIRM_DAYS'],
  ])('stops at start on %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it.each([
    'smtp://user:pass@smtp.zk.example:587?ignoreTLS=true',
    'smtp://user:pass@smtp.zk.example:587?requireTLS=false',
    'smtp://user:pass@10.0.0.5:25?tls.rejectUnauthorized=false',
    'smtps://user:pass@smtp.zk.example:465?secure=false',
  ])('refuses at start an SMTP_URL that turns TLS off for a remote host (%s), naming it and the opt-out (issue 50 item 3)', (url) => {
    const attempt = () => loadConfig({ SMTP_URL: url });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/SMTP_URL turns TLS off .*SMTP_ALLOW_PLAINTEXT=1/);
    expect(loadConfig({ SMTP_URL: url, SMTP_ALLOW_PLAINTEXT: '1' }).mail).toMatchObject({ smtpUrl: url, allowPlaintext: true });
  });

  it('takes TLS options of a server on this machine as they are', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(loadConfig({ SMTP_URL: `smtp://${host}:1025?ignoreTLS=true` }).mail?.allowPlaintext).toBe(false);
    }
    expect(() => loadConfig({ SMTP_ALLOW_PLAINTEXT: 'maybe' })).toThrow('SMTP_ALLOW_PLAINTEXT');
  });

  it('requires STARTTLS for smtp:// to anything but this machine, unless SMTP_ALLOW_PLAINTEXT', () => {
    expect(smtpRequiresTls('smtp://user:pass@smtp.zk.example:587', false)).toBe(true);
    expect(smtpRequiresTls('smtp://192.0.2.7:25', false)).toBe(true);
    expect(smtpRequiresTls('smtp://[2001:db8::1]:25', false)).toBe(true);
    expect(smtpRequiresTls('smtp://localhost.zk.example:25', false)).toBe(true);
    expect(smtpRequiresTls('smtp://127.0.0.1:1025', false)).toBe(false);
    expect(smtpRequiresTls('smtp://127.1.2.3:1025', false)).toBe(false);
    expect(smtpRequiresTls('smtp://localhost:1025', false)).toBe(false);
    expect(smtpRequiresTls('smtp://[::1]:1025', false)).toBe(false);
    // smtps:// is TLS from the first byte.
    expect(smtpRequiresTls('smtps://user:pass@smtp.zk.example:465', false)).toBe(false);
    expect(smtpRequiresTls('smtp://user:pass@smtp.zk.example:587', true)).toBe(false);
  });

  it('requires a second factor of operators by default in production only, and reads OPERATOR_MFA', () => {
    expect(loadConfig({}, '/srv/app').operatorMfa).toBe('optional');
    expect(loadConfig({ NODE_ENV: 'production' }, '/srv/app').operatorMfa).toBe('required');
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_MFA: 'optional' }, '/srv/app').operatorMfa).toBe('optional');
    expect(loadConfig({ OPERATOR_MFA: 'required' }, '/srv/app').operatorMfa).toBe('required');
    expect(() => loadConfig({ OPERATOR_MFA: 'yes' }, '/srv/app')).toThrow('OPERATOR_MFA');
  });

  it('reads the dev allowlist of origins', () => {
    expect(loadConfig({ DEV_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173/' }, '/srv/app').devOrigins).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SITE_URL', 'zk.example'],
    ['SITE_URL', 'ftp://zk.example'],
    ['SITE_URL', 'https://zk.example/?a=1'],
    ['CONTACT_EMAIL', 'nope'],
    ['ADMIN_EMAIL', 'nope'],
    ['ADMIN_PASSWORD', 'short'],
    ['TRUST_PROXY', 'maybe'],
    ['DEV_ORIGINS', 'localhost:5173'],
    ['DEV_ORIGINS', 'http://localhost:5173/app'],
    ['TRUST_PROXY_HOPS', '0'],
    ['TRUST_PROXY_HOPS', 'two'],
    ['FORM_RATE_LIMIT_PER_MINUTE', '0'],
    ['LEADS_RETENTION_DAYS', '0'],
    ['LEADS_RETENTION_DAYS', '-5'],
    ['LEADS_RETENTION_DAYS', '1.5'],
    ['LEADS_RETENTION_DAYS', 'forever'],
  ])('rejects %s=%s with a message naming it', (name, value) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(name);
  });
});

describe('chatWidgetOrigins', () => {
  it('allows nothing by default', () => {
    expect(loadConfig({}, '/srv/app').chatWidgetOrigins).toEqual([]);
  });

  it('takes the origin of each widget whose script URL and agent id are both set', () => {
    expect(
      chatWidgetOrigins({
        CHAT_WIDGET_SCRIPT_URL: 'https://widget.zk.example/v1/agent.js?x=1',
        CHAT_WIDGET_AGENT_ID: 'agent-1',
        DIALOGFLOW_SCRIPT_URL: 'https://www.gstatic.com/dialogflow-console/fast/messenger/bootstrap.js?v=1',
        DIALOGFLOW_AGENT_ID: 'df-1',
        CHAT_WIDGET_EXTRA_ORIGINS: 'https://dialogflow.googleapis.com, https://widget.zk.example',
      }),
    ).toEqual(['https://widget.zk.example', 'https://www.gstatic.com', 'https://dialogflow.googleapis.com']);
    expect(chatWidgetOrigins({ CHAT_WIDGET_SCRIPT_URL: 'https://widget.zk.example/agent.js' })).toEqual([]);
    expect(chatWidgetOrigins({ CHAT_WIDGET_EXTRA_ORIGINS: 'https://api.example' })).toEqual([]);
  });

  it.each([
    [{ CHAT_WIDGET_SCRIPT_URL: 'widget.js', CHAT_WIDGET_AGENT_ID: 'a' }, 'CHAT_WIDGET_SCRIPT_URL'],
    [{ DIALOGFLOW_SCRIPT_URL: 'http://cdn.example/df.js', DIALOGFLOW_AGENT_ID: 'a' }, 'DIALOGFLOW_SCRIPT_URL'],
    [
      { CHAT_WIDGET_SCRIPT_URL: 'https://w.example/a.js', CHAT_WIDGET_AGENT_ID: 'a', CHAT_WIDGET_EXTRA_ORIGINS: 'https://api.example/v1' },
      'CHAT_WIDGET_EXTRA_ORIGINS',
    ],
  ])('rejects %j naming %s', (env, variable) => {
    expect(() => chatWidgetOrigins(env)).toThrow(ConfigError);
    expect(() => chatWidgetOrigins(env)).toThrow(variable);
  });
});
