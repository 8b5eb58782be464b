export { FormSuccess, type FormSuccessProps } from './form-success';
