export { LeadsPanel, type ContactLeadRow, type LeadsPanelLabels, type LeadsPanelProps, type WaitlistLeadRow } from './leads-panel';
