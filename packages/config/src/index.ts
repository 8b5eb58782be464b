/**
 * The configuration, server side: every environment variable read and checked once (`loadConfig`).
 * The site build reads only the public part, `@zk/config/public`.
 */
export { DatabaseUrlError, maskDatabaseUrl, parseDatabaseUrl, type DatabaseUrl } from './database-url.ts';
export { ConfigError, isPlaceholder, type Env } from './env-variables.ts';
export { isLoopbackHost, smtpRequiresTls } from './smtp-security.ts';
export { recipientRegionRefusal } from './recipient-regions.ts';
export {
  chatWidgetOrigins,
  defaultStaticDir,
  loadConfig,
  type AirtableConfig,
  type BackupConfig,
  type MailConfig,
  type ServerConfig,
  type SupabaseConfig,
  type WebhookConfig,
} from './server-config.ts';
