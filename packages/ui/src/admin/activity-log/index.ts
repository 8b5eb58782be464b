export { ActivityLog, type ActivityLogProps } from './activity-log';
export { activityLogKinds, type ActivityLogKind, type ActivityLogLabels, type ActivityLogOutcome, type ActivityLogRow } from './labels';
