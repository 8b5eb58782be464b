/**
 * The build-time configuration that is allowed into the browser bundle and the prerendered HTML.
 * Read by the Vite config and by the start script (to know when a rebuild is needed).
 * @returns {{ siteUrl: string, contactEmail: string, chatWidget: object | null, dialogflow: object | null, supabase: object | null, company: object, privacy: object }}
 */
export function publicSiteConfig(env = process.env) {
  const siteUrl = (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
  return {
    siteUrl,
    contactEmail: env.CONTACT_EMAIL || 'hello@example.com',
    ...chatWidgetSettings(env),
    ...hostedDataSettings(env),
    ...legalSettings(env),
  };
}

function read(env, name) {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** An https URL (http only for localhost); throws naming the variable otherwise. */
export function widgetScriptUrl(env, name) {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid configuration: ${name} must be an absolute URL, got "${raw}"`);
  }
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
  if (url.protocol !== 'https:' && !local) throw new Error(`Invalid configuration: ${name} must use https, got "${raw}"`);
  return url.href;
}

/**
 * The chat widgets (SPEC section 4). Each is on only when both its script URL and its agent id are
 * set, so the default build loads nothing from the internet. The server reads the same variables to
 * allow exactly these origins in its Content-Security-Policy.
 */
export function chatWidgetSettings(env = process.env) {
  const agentUrl = widgetScriptUrl(env, 'CHAT_WIDGET_SCRIPT_URL');
  const agentId = read(env, 'CHAT_WIDGET_AGENT_ID');
  const dialogflowUrl = widgetScriptUrl(env, 'DIALOGFLOW_SCRIPT_URL');
  const dialogflowId = read(env, 'DIALOGFLOW_AGENT_ID');
  const elementSelector = read(env, 'CHAT_WIDGET_ELEMENT_SELECTOR');
  return {
    chatWidget:
      agentUrl && agentId
        ? { scriptUrl: agentUrl, agentId, region: read(env, 'CHAT_WIDGET_REGION') ?? 'eu', ...(elementSelector ? { elementSelector } : {}) }
        : null,
    dialogflow:
      dialogflowUrl && dialogflowId
        ? { scriptUrl: dialogflowUrl, agentId: dialogflowId, chatTitle: read(env, 'DIALOGFLOW_CHAT_TITLE') ?? 'Voltix Assistant' }
        : null,
  };
}

/**
 * `DATA_BACKEND=supabase`: the browser signs in and reads countdowns at Supabase. The project URL and
 * the anon key are public by design (row-level security guards the data). Nothing else of the hosted
 * configuration (never the Airtable key) enters the bundle. The server checks the same variables at
 * start and stops naming the one that is missing.
 * @returns {{ supabase: { url: string, anonKey: string } | null }}
 */
export function hostedDataSettings(env = process.env) {
  const backend = read(env, 'DATA_BACKEND') ?? 'local';
  if (backend === 'local') return { supabase: null };
  if (backend !== 'supabase') throw new Error(`Invalid configuration: DATA_BACKEND must be one of local, supabase, got "${backend}"`);
  const url = widgetScriptUrl(env, 'SUPABASE_URL');
  const anonKey = read(env, 'SUPABASE_ANON_KEY');
  if (!url) throw new Error('Invalid configuration: SUPABASE_URL is not set (needed by DATA_BACKEND=supabase)');
  if (!anonKey) throw new Error('Invalid configuration: SUPABASE_ANON_KEY is not set (needed by DATA_BACKEND=supabase)');
  return { supabase: { url: url.replace(/\/+$/, ''), anonKey } };
}

/**
 * The company's legal identity (§ 5 DDG, Art. 13 GDPR) and the facts the privacy policy names:
 * public by nature, printed on the Impressum and privacy pages. Unset fields are left out; the pages
 * then fall back to "address on request" (and the server warns at start in production).
 * `COMPANY_ADDRESS` holds lines separated by `\n` (a real or an escaped newline) or, on one line, by commas.
 */
export function legalSettings(env = process.env) {
  const chat = chatWidgetSettings(env).chatWidget;
  return {
    company: {
      name: read(env, 'COMPANY_NAME') ?? null,
      legalForm: read(env, 'COMPANY_LEGAL_FORM') ?? null,
      representative: read(env, 'COMPANY_REPRESENTATIVE') ?? null,
      address: addressLines(read(env, 'COMPANY_ADDRESS')),
      register: read(env, 'COMPANY_REGISTER') ?? null,
      vatId: read(env, 'COMPANY_VAT_ID') ?? null,
    },
    privacy: {
      airtable: (read(env, 'SUBMISSIONS_BACKEND') ?? 'local') === 'airtable',
      supabase: (read(env, 'DATA_BACKEND') ?? 'local') === 'supabase' ? { region: read(env, 'SUPABASE_REGION') ?? null } : null,
      chat: chat ? { provider: read(env, 'CHAT_WIDGET_PROVIDER') ?? new URL(chat.scriptUrl).hostname, region: chat.region } : null,
      retentionDays: retentionDays(env),
    },
  };
}

/** Address lines from `COMPANY_ADDRESS`: split on newlines (real or `\n`), else on commas. */
export function addressLines(raw) {
  if (!raw) return [];
  const text = raw.replace(/\\n/g, '\n');
  const parts = text.includes('\n') ? text.split('\n') : text.split(',');
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** `LEADS_RETENTION_DAYS`: a positive whole number of days, or null (kept until erasure is requested). */
export function retentionDays(env = process.env) {
  const raw = read(env, 'LEADS_RETENTION_DAYS');
  if (raw === undefined) return null;
  if (!/^[1-9]\d*$/.test(raw) || Number(raw) > 36_500) throw new Error(`Invalid configuration: LEADS_RETENTION_DAYS must be a whole number of days from 1 to 36500, got "${raw}"`);
  return Number(raw);
}
