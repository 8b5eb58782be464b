export { MailLog, type MailLogProps } from './mail-log';
export { mailLogStatuses, type MailLogLabels, type MailLogRow, type MailLogStatus } from './labels';
