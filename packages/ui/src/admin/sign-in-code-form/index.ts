export { SignInCodeForm, type SignInCodeFormLabels, type SignInCodeFormProps } from './sign-in-code-form';
