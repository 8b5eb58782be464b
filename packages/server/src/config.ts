import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectInlineHashes } from './http/inline-script-hashes.ts';

/** Typed server configuration, read once from the environment at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the directory that holds the SQLite file. */
  dataDir: string;
  /** Absolute public base URL without a trailing slash. */
  siteUrl: string;
  /**
   * Whether `SITE_URL` was set: then only its host is served. Without it (a local start), only
   * `127.0.0.1`, `localhost` and `[::1]` on the listening port.
   */
  siteUrlSet: boolean;
  /** Origins also allowed as `Host` and `Origin` (`DEV_ORIGINS`, e.g. the Vite dev server in `npm run dev`). */
  devOrigins: string[];
  contactEmail: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Absolute path of the built site (`packages/site/dist/client`). */
  staticDir: string;
  /** CSP hashes (`'sha256-…'`) of every inline `<script>` body found in the static HTML. */
  inlineScriptHashes: string[];
  /** Hashes of the `<style>` elements of the static HTML (the inlined stylesheet). */
  inlineStyleHashes: string[];
  /** Take the client address from `X-Forwarded-For` (only behind a trusted reverse proxy). */
  trustProxy: boolean;
  /** With `trustProxy`: how many proxies of yours append to `X-Forwarded-For`; the entry that many from the right is the client. */
  trustProxyHops: number;
  /** Public form submissions allowed per client address per minute. */
  formRateLimitPerMinute: number;
  /**
   * Origins of the configured chat widgets (and the services they call), allowed by the CSP.
   * Empty or absent: no widget, nothing third-party allowed.
   */
  chatWidgetOrigins?: string[];
  /** `LEADS_RETENTION_DAYS`: leads older than this many days are erased at start and daily; unset keeps them. */
  leadsRetentionDays?: number;
  /** Set when `DATA_BACKEND=supabase`: the browser signs in and reads countdowns at Supabase. */
  supabase?: SupabaseConfig;
  /** Set when `SUBMISSIONS_BACKEND=airtable`: stored submissions are forwarded to Airtable. */
  airtable?: AirtableConfig;
}

export interface SupabaseConfig {
  /** Project URL without a trailing slash, e.g. `https://abcd.supabase.co`. */
  url: string;
  /** The public anon (or publishable) key; safe in the browser, row-level security does the guarding. */
  anonKey: string;
}

/** Server-only: the key never reaches the browser. */
export interface AirtableConfig {
  apiKey: string;
  baseId: string;
  contactTable: string;
  waitlistTable: string;
  /** Overrides `https://api.airtable.com` (tests point it at a local fake). */
  endpointUrl?: string;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid configuration: ${variable} ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The default static directory, resolved from the repository root (not the working directory). */
export const defaultStaticDir = resolve(repoRoot, 'packages/site/dist/client');

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function parseInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function parseSiteUrl(env: Env): string {
  const raw = read(env, 'SITE_URL') ?? 'http://localhost:3000';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SITE_URL', `must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('SITE_URL', `must use http or https, got "${raw}"`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError('SITE_URL', `must not carry credentials, a query or a fragment, got "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function parseDevOrigins(env: Env): string[] {
  const origins: string[] = [];
  for (const raw of (read(env, 'DEV_ORIGINS') ?? '').split(',')) {
    const value = raw.trim().replace(/\/+$/, '');
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError('DEV_ORIGINS', `must list absolute origins, got "${value}"`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value) {
      throw new ConfigError('DEV_ORIGINS', `must list http or https origins without a path, got "${value}"`);
    }
    origins.push(url.origin);
  }
  return origins;
}

function parseEmail(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  if (raw !== undefined && !/^[^\s@]+@[^\s@]+$/.test(raw)) {
    throw new ConfigError(name, `must be an e-mail address, got "${raw}"`);
  }
  return raw;
}

function parseBoolean(env: Env, name: string): boolean {
  const raw = read(env, name);
  if (raw === undefined) return false;
  if (/^(1|true|yes)$/i.test(raw)) return true;
  if (/^(0|false|no)$/i.test(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

/** Values that templates and examples use where a real one belongs. */
const placeholderPattern = new RegExp(
  [
    '^(?:<.*>|\\$\\{.*\\}|\\.{3}|todo|tbd|none|null|undefined|placeholder|change-?me|secret|test|example)$',
    '(?:^|[^a-z])your[-_ ]?(?:airtable|supabase|api|base|table|project|key|anon|url|token)',
    'placeholder',
    'change[-_]?me',
    'x{6,}',
    'example\\.(?:com|org|supabase\\.co)',
  ].join('|'),
  'i',
);

export function isPlaceholder(value: string): boolean {
  return placeholderPattern.test(value);
}

/** A value a hosted backend needs: set and not a placeholder, else the error names the variable. */
function required(env: Env, name: string, what: string, backend: string): string {
  const value = read(env, name);
  if (value === undefined) {
    throw new ConfigError(name, `is not set: the ${what} is not configured (needed by ${backend}). Check your environment variables.`);
  }
  if (isPlaceholder(value)) {
    throw new ConfigError(name, `is a placeholder ("${value}"): the ${what} is not configured (needed by ${backend}). Check your environment variables.`);
  }
  return value;
}

function parseChoice<T extends string>(env: Env, name: string, choices: readonly T[]): T {
  const raw = read(env, name) ?? choices[0];
  if (!(choices as readonly string[]).includes(raw as string)) {
    throw new ConfigError(name, `must be one of ${choices.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function parseHttpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute URL, got "${raw}"`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new ConfigError(name, `must use https (http only for localhost), got "${raw}"`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(name, `must not carry credentials, a query or a fragment, got "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/** The `role` claim of a JWT's payload (not verified: only to refuse a secret key by mistake), or undefined. */
function jwtRole(token: string): unknown {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null ? (payload as { role?: unknown }).role : undefined;
  } catch {
    return undefined;
  }
}

function parseSupabase(env: Env): SupabaseConfig | undefined {
  if (parseChoice(env, 'DATA_BACKEND', ['local', 'supabase'] as const) === 'local') return undefined;
  const backend = 'DATA_BACKEND=supabase';
  const url = parseHttpUrl('SUPABASE_URL', required(env, 'SUPABASE_URL', 'Supabase project URL', backend));
  const anonKey = required(env, 'SUPABASE_ANON_KEY', 'Supabase anon key', backend);
  if (!/^(?:[\w-]+\.[\w-]+\.[\w-]+|sb_publishable_[\w-]+)$/.test(anonKey)) {
    throw new ConfigError('SUPABASE_ANON_KEY', 'must be the anon JWT or an sb_publishable_ key from the project API settings');
  }
  if (!anonKey.startsWith('sb_publishable_') && jwtRole(anonKey) !== 'anon') {
    // The key is baked into the browser bundle: a service_role key there would bypass row-level security.
    throw new ConfigError('SUPABASE_ANON_KEY', 'must be a key whose role is anon (a service_role or other secret key must never reach the browser)');
  }
  return { url, anonKey };
}

function parseAirtable(env: Env): AirtableConfig | undefined {
  if (parseChoice(env, 'SUBMISSIONS_BACKEND', ['local', 'airtable'] as const) === 'local') return undefined;
  const backend = 'SUBMISSIONS_BACKEND=airtable';
  const apiKey = required(env, 'AIRTABLE_API_KEY', 'Airtable API key', backend);
  const baseId = required(env, 'AIRTABLE_BASE_ID', 'Airtable base id', backend);
  if (!/^app[A-Za-z0-9]{14}$/.test(baseId)) {
    throw new ConfigError('AIRTABLE_BASE_ID', `must be an Airtable base id (app followed by 14 letters or digits), got "${baseId}"`);
  }
  const table = (name: string, fallback: string) => {
    const value = read(env, name) ?? fallback;
    if (isPlaceholder(value)) {
      throw new ConfigError(name, `is a placeholder ("${value}"): the Airtable table name is not configured. Check your environment variables.`);
    }
    return value;
  };
  const endpoint = read(env, 'AIRTABLE_ENDPOINT_URL');
  return {
    apiKey,
    baseId,
    contactTable: table('AIRTABLE_CONTACT_TABLE', 'Website'),
    waitlistTable: table('AIRTABLE_WAITLIST_TABLE', 'Waitlist'),
    ...(endpoint === undefined ? {} : { endpointUrl: parseHttpUrl('AIRTABLE_ENDPOINT_URL', endpoint) }),
  };
}

function parseWidgetUrl(env: Env, name: string): URL | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute URL, got "${raw}"`);
  }
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
  if (url.protocol !== 'https:' && !local) throw new ConfigError(name, `must use https, got "${raw}"`);
  return url;
}

/**
 * The origins the chat widgets need, from the same variables the site build reads: a widget counts
 * only when both its script URL and its agent id are set. `CHAT_WIDGET_EXTRA_ORIGINS` (comma-separated)
 * adds the origins a configured widget talks to, such as its API.
 */
export function chatWidgetOrigins(env: Env): string[] {
  const origins = new Set<string>();
  const widgets = [
    ['CHAT_WIDGET_SCRIPT_URL', 'CHAT_WIDGET_AGENT_ID'],
    ['DIALOGFLOW_SCRIPT_URL', 'DIALOGFLOW_AGENT_ID'],
  ] as const;
  for (const [urlName, idName] of widgets) {
    const url = parseWidgetUrl(env, urlName);
    if (url && read(env, idName) !== undefined) origins.add(url.origin);
  }
  if (origins.size === 0) return [];
  for (const raw of (read(env, 'CHAT_WIDGET_EXTRA_ORIGINS') ?? '').split(',')) {
    const value = raw.trim();
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError('CHAT_WIDGET_EXTRA_ORIGINS', `must list absolute origins, got "${value}"`);
    }
    if (url.protocol !== 'https:' || url.origin !== value.replace(/\/+$/, '')) {
      throw new ConfigError('CHAT_WIDGET_EXTRA_ORIGINS', `must list https origins without a path, got "${value}"`);
    }
    origins.add(url.origin);
  }
  return [...origins];
}

/**
 * Reads the configuration from `env`. Throws a {@link ConfigError} naming the variable on invalid input.
 * Relative `DATA_DIR` and `STATIC_DIR` resolve against `cwd`; the default `STATIC_DIR` against the repository.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const adminPassword = read(env, 'ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 12) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be at least 12 characters long');
  }
  const staticDirRaw = read(env, 'STATIC_DIR');
  const staticDir = staticDirRaw === undefined ? defaultStaticDir : resolve(cwd, staticDirRaw);
  const inline = existsSync(staticDir) ? collectInlineHashes(staticDir) : { scripts: [], styles: [] };
  return {
    port: parseInteger(env, 'PORT', 3000, 0, 65535),
    host: read(env, 'HOST') ?? '127.0.0.1',
    dataDir: resolve(cwd, read(env, 'DATA_DIR') ?? './data'),
    siteUrl: parseSiteUrl(env),
    siteUrlSet: read(env, 'SITE_URL') !== undefined,
    devOrigins: parseDevOrigins(env),
    contactEmail: parseEmail(env, 'CONTACT_EMAIL'),
    adminEmail: parseEmail(env, 'ADMIN_EMAIL'),
    adminPassword,
    staticDir,
    inlineScriptHashes: inline.scripts,
    inlineStyleHashes: inline.styles,
    trustProxy: parseBoolean(env, 'TRUST_PROXY'),
    trustProxyHops: parseInteger(env, 'TRUST_PROXY_HOPS', 1, 1, 10),
    formRateLimitPerMinute: parseInteger(env, 'FORM_RATE_LIMIT_PER_MINUTE', 5, 1, 1_000_000),
    chatWidgetOrigins: chatWidgetOrigins(env),
    ...definedOnly({
      leadsRetentionDays: read(env, 'LEADS_RETENTION_DAYS') === undefined ? undefined : parseInteger(env, 'LEADS_RETENTION_DAYS', 0, 1, 36_500),
      supabase: parseSupabase(env),
      airtable: parseAirtable(env),
    }),
  };
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
