// Operator console and demo sites: a separate entry (`@zk/ui/admin`) so none of it reaches the public bundle.
export * from './admin/admin-header';
export * from './admin/change-password-form';
export * from './admin/countdown-manager';
export * from './admin/demo-links';
export * from './admin/lead-inbox';
export * from './admin/activity-log';
export * from './admin/mail-log';
export * from './admin/admin-nav';
export * from './admin/announcements';
export * from './admin/session-countdown';
export * from './admin/second-factor-settings';
export * from './admin/sign-in-code-form';
export * from './admin/sign-in-form';
export * from './admin/spinner';
export * from './admin/stat-cards';
export * from './demos/demo-analytics';
export * from './demos/demo-store';
