export { About, type AboutProps, type AboutValue } from './about';
