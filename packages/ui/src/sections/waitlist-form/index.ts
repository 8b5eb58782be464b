export { ServiceTile, type WaitlistService } from './service-tile';
export {
  WaitlistForm,
  waitlistFormFields,
  waitlistServicesName,
  type WaitlistFormField,
  type WaitlistFormLabels,
  type WaitlistFormProps,
} from './waitlist-form';
