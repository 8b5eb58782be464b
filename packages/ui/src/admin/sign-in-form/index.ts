export { SignInForm, type SignInFormLabels, type SignInFormProps, type SignInValues } from './sign-in-form';
export { PasskeyOption, type PasskeyOptionLabels, type PasskeyOptionProps } from './passkey-option';
