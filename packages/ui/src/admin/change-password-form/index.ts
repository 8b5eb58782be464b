export {
  ChangePasswordForm,
  type ChangePasswordFormLabels,
  type ChangePasswordFormProps,
  type ChangePasswordValues,
} from './change-password-form';
