export { FormShell, type FormShellProps } from './form-shell';
export { NameEmailFields, type NameEmailFieldsLabels, type NameEmailFieldsProps } from './name-email-fields';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
