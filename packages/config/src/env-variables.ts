import { z } from 'zod';

/** Reading one environment variable: the value parsers the environment schemas (`public-environment.ts`, `server-environment.ts`) are made of. */

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  readonly variable: string;

  constructor(variable: string, message: string) {
    super(`Invalid configuration: ${variable} ${message}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/** A value is wrong: the schema turns it into an issue at `variable` (by default the one being parsed). */
export class Invalid extends Error {
  readonly variable: string | undefined;

  constructor(message: string, variable?: string) {
    super(message);
    this.variable = variable;
  }
}

/** A rule across variables failed at `variable`. */
export function fail(variable: string, message: string): never {
  throw new Invalid(message, variable);
}

/** A variable: trimmed, empty is unset, then `parse`d (which throws {@link Invalid} on a bad value). */
export function variable<T>(parse: (raw: string | undefined) => T) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const trimmed = value?.trim();
      try {
        return parse(trimmed === '' ? undefined : trimmed);
      } catch (error) {
        if (!(error instanceof Invalid)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    });
}

export const text = () => variable((raw) => raw);

export function integer(fallback: number, min: number, max: number) {
  return variable((raw) => {
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw)) throw new Invalid(`must be a whole number, got "${raw}"`);
    const value = Number(raw);
    if (value < min || value > max) throw new Invalid(`must be between ${min} and ${max}, got ${value}`);
    return value;
  });
}

/** A whole number from `min` to `max`, or null when unset (a figure that has no default). */
export function optionalInteger(min: number, max: number) {
  return variable((raw) => {
    if (raw === undefined) return null;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
      throw new Invalid(`must be a whole number from ${min} to ${max}, got "${raw}"`);
    return Number(raw);
  });
}

/** One of `choices`; unset is `fallback` (by default the first). */
export const choice = <T extends string>(choices: readonly [T, ...T[]], fallback: T = choices[0]) =>
  variable((raw) => {
    const value = raw ?? fallback;
    if (!(choices as readonly string[]).includes(value)) throw new Invalid(`must be one of ${choices.join(', ')}, got "${value}"`);
    return value as T;
  });

export const email = () =>
  variable((raw) => {
    if (raw !== undefined && !/^[^\s@]+@[^\s@]+$/.test(raw)) throw new Invalid(`must be an e-mail address, got "${raw}"`);
    return raw;
  });

export const boolean = () =>
  variable((raw) => {
    if (raw === undefined) return false;
    if (/^(1|true|yes)$/i.test(raw)) return true;
    if (/^(0|false|no)$/i.test(raw)) return false;
    throw new Invalid(`must be true or false, got "${raw}"`);
  });

export function absoluteUrl(raw: string, variable?: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new Invalid(`must be an absolute URL, got "${raw}"`, variable);
  }
}

const noExtras = (url: URL, raw: string, variable?: string) => {
  if (url.search || url.hash || url.username || url.password)
    throw new Invalid(`must not carry credentials, a query or a fragment, got "${raw}"`, variable);
};

/** `SITE_URL`: an absolute http(s) address without a trailing slash; unset stays undefined. */
export const siteUrl = () =>
  variable((raw) => {
    if (raw === undefined) return undefined;
    const url = absoluteUrl(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Invalid(`must use http or https, got "${raw}"`);
    noExtras(url, raw);
    return url.href.replace(/\/+$/, '');
  });

/** A widget's script: https (http only for localhost). */
export const widgetUrl = () =>
  variable((raw) => {
    if (raw === undefined) return undefined;
    const url = absoluteUrl(raw);
    const local = url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
    if (url.protocol !== 'https:' && !local) throw new Invalid(`must use https, got "${raw}"`);
    return url;
  });

/** A service's address: https (http only for localhost), no query, without a trailing slash. */
export function httpUrl(raw: string, variable: string): string {
  const url = absoluteUrl(raw, variable);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    fail(variable, `must use https (http only for localhost), got "${raw}"`);
  noExtras(url, raw, variable);
  return url.href.replace(/\/+$/, '');
}

/** Origins listed with commas (a trailing slash ignored), each checked by `check` (which throws {@link Invalid}). */
export function originList(raw: string | undefined, check: (url: URL, value: string) => void, variable?: string): string[] {
  const origins: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const value = part.trim().replace(/\/+$/, '');
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Invalid(`must list absolute origins, got "${value}"`, variable);
    }
    check(url, value);
    origins.push(url.origin);
  }
  return origins;
}

/** Address lines from `COMPANY_ADDRESS`: split on newlines (real or `\n`), else on commas. */
export function addressLines(raw: string | undefined): string[] {
  if (!raw) return [];
  const text = raw.replace(/\\n/g, '\n');
  const parts = text.includes('\n') ? text.split('\n') : text.split(',');
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The recipients a privacy policy may name as certified under the EU-US Data Privacy Framework. */
export const dpfRecipientNames = ['airtable', 'supabase', 'chat', 'mail', 'notifications', 'webhooks'] as const;
export type DpfRecipient = (typeof dpfRecipientNames)[number];

/** `DPF_CERTIFIED_RECIPIENTS`: comma-separated names from {@link dpfRecipientNames}; unset is none. */
export function dpfRecipients(raw: string | undefined): DpfRecipient[] {
  const names = (raw ?? '')
    .split(',')
    .map((part) => part.trim().toLocaleLowerCase('en-US'))
    .filter(Boolean);
  for (const name of names) {
    if (!(dpfRecipientNames as readonly string[]).includes(name))
      throw new Invalid(`must list recipients from ${dpfRecipientNames.join(', ')}, got "${name}"`);
  }
  return [...new Set(names)] as DpfRecipient[];
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

/** A value a hosted backend needs: set and not a placeholder. */
export function required(value: string | undefined, name: string, what: string, backend: string): string {
  if (value === undefined)
    fail(name, `is not set: the ${what} is not configured (needed by ${backend}). Check your environment variables.`);
  if (isPlaceholder(value))
    fail(name, `is a placeholder ("${value}"): the ${what} is not configured (needed by ${backend}). Check your environment variables.`);
  return value;
}

/** The `role` claim of a JWT's payload (not verified: only to refuse a secret key by mistake), or undefined. */
export function jwtRole(token: string): unknown {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null ? (payload as { role?: unknown }).role : undefined;
  } catch {
    return undefined;
  }
}

/** Runs the rules across variables: a failed one becomes an issue at the variable it names. */
export function checked<T>(rules: () => T, ctx: z.RefinementCtx): T {
  try {
    return rules();
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    ctx.addIssue({ code: 'custom', path: error.variable === undefined ? [] : [error.variable], message: error.message });
    return z.NEVER;
  }
}

/** Parses `env` with `schema`; the first problem becomes a {@link ConfigError} naming its variable. */
export function parseEnvironment<S extends z.ZodType>(schema: S, env: Env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message);
}
