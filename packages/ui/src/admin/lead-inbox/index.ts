export { LeadInbox, type LeadInboxProps } from './lead-inbox';
export { LeadInboxNote, type LeadInboxNoteProps } from './inbox-frame';
export {
  emptyLeadInboxFilters,
  hasActiveFilters,
  inboxLeadKinds,
  inboxLeadStatuses,
  inboxSubscriptions,
  type InboxLeadKind,
  type InboxLeadStatus,
  type InboxSubscription,
  type LeadInboxFilters,
  type LeadInboxLabels,
  type LeadInboxOption,
  type LeadInboxRow,
} from './labels';
