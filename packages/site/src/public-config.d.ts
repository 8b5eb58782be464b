import type { AgentWidgetConfig, DialogflowConfig } from './app/chat-widget-loader';
import type { ResultFigures } from './result-figures';
import type { CompanyIdentity, PrivacyFacts } from './site-config';

/**
 * The public configuration the build bakes into the bundle (`define` in vite.config.ts, made by
 * `publicSiteConfig` of `@zk/config/public` from the environment), declared
 * once for every module that reads it.
 * Nothing secret is in it: it is in every page's scripts.
 */
declare global {
  const __SITE_CONFIG__: {
    siteUrl: string;
    contactEmail: string;
    company: CompanyIdentity;
    privacy: PrivacyFacts;
    /** The result figures the copy may claim (`RESULTS_*`); the site reads none when absent. */
    results?: ResultFigures;
    /** Hosted mode: the Supabase project URL and its publishable (anon) key; `OPERATOR_MFA=required` as `mfaRequired`. */
    supabase?: { url: string; anonKey: string; mfaRequired?: true } | null;
    chatWidget?: AgentWidgetConfig | null;
    dialogflow?: DialogflowConfig | null;
  };
}
