export { AnnouncementComposer, type AnnouncementComposerProps } from './announcement-composer';
export { AnnouncementRecords, type AnnouncementRecordsProps } from './announcement-records';
export {
  isAnnouncementComplete,
  type AnnouncementAudienceView,
  type AnnouncementComposerLabels,
  type AnnouncementDraftValue,
  type AnnouncementOption,
  type AnnouncementRecordRow,
  type AnnouncementRecordsLabels,
  type AnnouncementText,
} from './labels';
