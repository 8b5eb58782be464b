import { describe, expect, it } from 'vitest';
import { ConfigError } from './env-variables.ts';
import { loadConfig } from './server-config.ts';

const anonKey = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';
/** A JWT-shaped key with this payload (unsigned: the server only reads the role to refuse secret keys). */
const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2lnbmF0dXJl`;
const supabaseEnv = { DATA_BACKEND: 'supabase', SUPABASE_URL: 'https://abcdefgh.supabase.co/', SUPABASE_ANON_KEY: anonKey };
const airtableEnv = {
  SUBMISSIONS_BACKEND: 'airtable',
  AIRTABLE_API_KEY: 'patAbCdEf0123456789.0123456789abcdef',
  AIRTABLE_BASE_ID: 'appAbCdEf01234567',
};

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('hosted backends in the configuration', () => {
  it('defaults to the embedded backends', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.supabase).toBeUndefined();
    expect(config.airtable).toBeUndefined();
  });

  it('reads Supabase and Airtable settings, with the default table names', () => {
    const config = loadConfig({ ...supabaseEnv, ...airtableEnv }, '/srv/app');
    expect(config.supabase).toEqual({ url: 'https://abcdefgh.supabase.co', anonKey });
    expect(config.airtable).toEqual({
      apiKey: airtableEnv.AIRTABLE_API_KEY,
      baseId: 'appAbCdEf01234567',
      contactTable: 'Website',
      waitlistTable: 'Waitlist',
    });
    const named = loadConfig({ ...airtableEnv, AIRTABLE_CONTACT_TABLE: 'Leads', AIRTABLE_WAITLIST_TABLE: 'Early access' }, '/srv/app');
    expect(named.airtable).toMatchObject({ contactTable: 'Leads', waitlistTable: 'Early access' });
  });

  it('ignores hosted settings while their backend is not chosen', () => {
    expect(loadConfig({ SUPABASE_URL: 'x', AIRTABLE_API_KEY: 'your-api-key' }, '/srv/app').airtable).toBeUndefined();
  });

  it.each([
    ['DATA_BACKEND', { DATA_BACKEND: 'firebase' }],
    ['SUBMISSIONS_BACKEND', { SUBMISSIONS_BACKEND: 'sheets' }],
    ['SUPABASE_URL', { ...supabaseEnv, SUPABASE_URL: '' }],
    ['SUPABASE_URL', { ...supabaseEnv, SUPABASE_URL: 'https://your-project.supabase.co' }],
    ['SUPABASE_URL', { ...supabaseEnv, SUPABASE_URL: 'http://abcdefgh.supabase.co' }],
    ['SUPABASE_ANON_KEY', { ...supabaseEnv, SUPABASE_ANON_KEY: '' }],
    ['SUPABASE_ANON_KEY', { ...supabaseEnv, SUPABASE_ANON_KEY: 'your-anon-key' }],
    ['SUPABASE_ANON_KEY', { ...supabaseEnv, SUPABASE_ANON_KEY: 'not a key' }],
    ['SUPABASE_ANON_KEY', { ...supabaseEnv, SUPABASE_ANON_KEY: jwt({ role: 'service_role' }) }],
    ['SUPABASE_ANON_KEY', { ...supabaseEnv, SUPABASE_ANON_KEY: jwt({ iss: 'supabase' }) }],
    ['SUPABASE_ANON_KEY', { ...supabaseEnv, SUPABASE_ANON_KEY: 'sb_secret_abcdef0123456789' }],
    ['SUPABASE_ANON_KEY', { ...supabaseEnv, SUPABASE_ANON_KEY: 'eyJ.bm90IGpzb24.c2ln' }],
    ['AIRTABLE_API_KEY', { ...airtableEnv, AIRTABLE_API_KEY: '' }],
    ['AIRTABLE_API_KEY', { ...airtableEnv, AIRTABLE_API_KEY: 'YOUR_AIRTABLE_API_KEY' }],
    ['AIRTABLE_API_KEY', { ...airtableEnv, AIRTABLE_API_KEY: 'keyXXXXXXXXXXXXXX' }],
    ['AIRTABLE_BASE_ID', { ...airtableEnv, AIRTABLE_BASE_ID: undefined as unknown as string }],
    ['AIRTABLE_BASE_ID', { ...airtableEnv, AIRTABLE_BASE_ID: 'appXXXXXXXXXXXXXX' }],
    ['AIRTABLE_BASE_ID', { ...airtableEnv, AIRTABLE_BASE_ID: 'Website' }],
    ['AIRTABLE_CONTACT_TABLE', { ...airtableEnv, AIRTABLE_CONTACT_TABLE: '<table name>' }],
    ['AIRTABLE_WAITLIST_TABLE', { ...airtableEnv, AIRTABLE_WAITLIST_TABLE: 'your-table-name' }],
    ['AIRTABLE_ENDPOINT_URL', { ...airtableEnv, AIRTABLE_ENDPOINT_URL: 'ftp://example' }],
  ])('stops with an error naming %s', (variable, env) => {
    const error = configError(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });

  it('says the Airtable key is not configured and to check the environment', () => {
    expect(configError({ ...airtableEnv, AIRTABLE_API_KEY: '' }).message).toBe(
      'Invalid configuration: AIRTABLE_API_KEY is not set: the Airtable API key is not configured (needed by SUBMISSIONS_BACKEND=airtable). Check your environment variables.',
    );
  });
});
