export {
  controlVariants,
  FieldError,
  FormAlert,
  Input,
  Label,
  Textarea,
  type FieldErrorProps,
  type FormAlertProps,
  type InputProps,
  type LabelProps,
  type TextareaProps,
} from './field';
export { TextField, type TextFieldProps } from './text-field';
export { Honeypot, type HoneypotProps } from './honeypot';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
